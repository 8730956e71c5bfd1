import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './percentile.ts';

describe('percentile', () => {
  it('interpolates between the nearest ranks', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBeCloseTo(5.5);
    expect(percentile(sorted, 95)).toBeCloseTo(9.55);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 100)).toBe(10);
  });

  it('returns the only sample for every percentile, NaN for none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the samples and rounds to 0.01 ms', () => {
    const stats = summarize([3.333, 1, 2, 100]);
    expect(stats).toMatchObject({ n: 4, min: 1, max: 100, mean: 26.58 });
    expect(stats.p50).toBeCloseTo(2.67, 1);
    expect(stats.p99).toBeCloseTo(97.1, 1);
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow(/no samples/);
  });
});
