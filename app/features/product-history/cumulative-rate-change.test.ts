import { describe, expect, it } from 'vitest';
import { cumulativeRateChanges } from './cumulative-rate-change.ts';

describe('cumulativeRateChanges', () => {
  it('compounds rather than adds', () => {
    const [first, second] = cumulativeRateChanges([10, 10]);
    expect(first).toBeCloseTo(10);
    expect(second).toBeCloseTo(21);
  });
  it('handles decreases and a single filing', () => {
    const result = cumulativeRateChanges([10, -10]);
    expect(result[1]).toBeCloseTo(-1);
    expect(cumulativeRateChanges([3.5])[0]).toBeCloseTo(3.5);
    expect(cumulativeRateChanges([])).toEqual([]);
  });
});
