import { describe, expect, it } from 'vitest';
import { lineName } from './filings-columns.tsx';

describe('lineName', () => {
  it('prints a coded line of business by its name, and anything else as it is', () => {
    expect(lineName('19.0 Personal Auto')).toBe('Personal Auto');
    expect(lineName('04.0000 Homeowners Sub-Lines')).toBe('Homeowners Sub-Lines');
    expect(lineName('Commercial Auto')).toBe('Commercial Auto');
  });
});
