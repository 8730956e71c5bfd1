import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { spreadByShare } from './spread-by-share.ts';

describe('spreadByShare', () => {
  it('spreads a change over coverages whose share-weighted mean is the change', () => {
    const random = createRandom(3);
    for (let k = 0; k < 500; k++) {
      const n = random.int(1, 7);
      const shares = Array.from({ length: n }, () => random.next() + 0.01);
      const deviations = Array.from({ length: n }, () => random.normal(0, 5));
      const target = random.normal(5, 10);
      const out = spreadByShare(target, shares, deviations);
      const total = shares.reduce((a, b) => a + b, 0);
      const mean = out.reduce((a, v, i) => a + v * (shares[i] ?? 0), 0) / total;
      expect(mean).toBeCloseTo(target, 9);
      if (n > 1) expect(new Set(out.map((v) => v.toFixed(6))).size).toBeGreaterThan(1);
    }
  });

  it('keeps the differences between coverages', () => {
    expect(spreadByShare(10, [0.5, 0.5], [2, -2])).toEqual([12, 8]);
    expect(spreadByShare(10, [0.5, 0.5], [4, 0])).toEqual([12, 8]);
  });
});
