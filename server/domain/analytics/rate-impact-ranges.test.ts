import { describe, expect, it } from 'vitest';
import { RATE_IMPACT_RANGES, rateImpactRangeIndex } from './rate-impact-ranges.ts';

describe('rate-impact ranges', () => {
  it('cover every value, min inclusive and max exclusive', () => {
    expect(rateImpactRangeIndex(-12)).toBe(0);
    expect(rateImpactRangeIndex(-5)).toBe(1);
    expect(rateImpactRangeIndex(-0.02)).toBe(2);
    expect(rateImpactRangeIndex(0)).toBe(2);
    expect(rateImpactRangeIndex(null)).toBe(2);
    expect(rateImpactRangeIndex(0.05)).toBe(3);
    expect(rateImpactRangeIndex(9.99)).toBe(4);
    expect(rateImpactRangeIndex(20)).toBe(7);
    expect(rateImpactRangeIndex(48)).toBe(7);
  });

  it('are contiguous, lowest first', () => {
    for (let i = 1; i < RATE_IMPACT_RANGES.length; i++) {
      expect(RATE_IMPACT_RANGES[i]?.min).toBe(RATE_IMPACT_RANGES[i - 1]?.max);
    }
    expect(RATE_IMPACT_RANGES[0]?.min).toBeUndefined();
    expect(RATE_IMPACT_RANGES.at(-1)?.max).toBeUndefined();
  });
});
