import { describe, expect, it } from 'vitest';
import { countDatum, valueCountData } from './category-datum.ts';

describe('countDatum', () => {
  it('is the count as length and, with separators, as table text', () => {
    expect(countDatum('TX', 12345)).toEqual({ name: 'TX', value: 12345, display: '12,345' });
  });

  it('carries the extra column', () => {
    expect(countDatum('Acme', 3, '+4.0%')).toEqual({
      name: 'Acme',
      value: 3,
      display: '3',
      extra: '+4.0%',
    });
    expect(countDatum('Acme', 3).extra).toBeUndefined();
  });
});

describe('valueCountData', () => {
  it('gives a bar per value, in order', () => {
    expect(
      valueCountData([
        { value: 'Approved', count: 1200 },
        { value: 'Pending', count: 7 },
      ]),
    ).toEqual([
      { name: 'Approved', value: 1200, display: '1,200' },
      { name: 'Pending', value: 7, display: '7' },
    ]);
  });
});
