import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from './search-query-text.ts';

describe('normalizeSearchQuery', () => {
  it('drops leading blanks and keeps a final space as one', () => {
    expect(normalizeSearchQuery('  roof age')).toBe('roof age');
    expect(normalizeSearchQuery('rate ')).toBe('rate ');
    expect(normalizeSearchQuery('rate \t\n ')).toBe('rate ');
    expect(normalizeSearchQuery('rate  change')).toBe('rate  change');
  });

  it('makes a query of blanks empty', () => {
    expect(normalizeSearchQuery('')).toBe('');
    expect(normalizeSearchQuery(' \t ')).toBe('');
  });
});
