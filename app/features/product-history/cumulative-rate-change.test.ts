import { describe, expect, it } from 'vitest';
import { cumulativeRateChanges } from './cumulative-rate-change.ts';

const inForce = (change: number) => ({ change, tookEffect: true });

describe('cumulativeRateChanges', () => {
  it('compounds rather than adds', () => {
    const [first, second] = cumulativeRateChanges([inForce(10), inForce(10)]);
    expect(first).toBeCloseTo(10);
    expect(second).toBeCloseTo(21);
  });
  it('handles decreases and a single filing', () => {
    const result = cumulativeRateChanges([inForce(10), inForce(-10)]);
    expect(result[1]).toBeCloseTo(-1);
    expect(cumulativeRateChanges([inForce(3.5)])[0]).toBeCloseTo(3.5);
    expect(cumulativeRateChanges([])).toEqual([]);
  });
  it('skips filings that did not take effect, keeping the running figure', () => {
    const result = cumulativeRateChanges([
      inForce(5),
      { change: 40, tookEffect: false },
      inForce(2),
      { change: -8, tookEffect: false },
    ]);
    expect(result[0]).toBeCloseTo(5);
    expect(result[1]).toBeCloseTo(5);
    expect(result[2]).toBeCloseTo(7.1);
    expect(result[3]).toBeCloseTo(7.1);
  });
});
