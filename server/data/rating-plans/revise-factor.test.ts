import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { premiumEffectOf } from '#server/domain/filings/factor-levels.ts';
import type { PlanFactor } from './rating-plan.ts';
import { isOrdered } from './relativities.ts';
import { reviseRelativities } from './revise-factor.ts';

const DEDUCTIBLE: PlanFactor = {
  name: 'All-Peril Deductible',
  category: 'Deductible',
  order: 'decreasing',
  use: 'rate',
  base: 1,
  valley: 4,
  mandatoryInCalifornia: false,
  anchorSpread: 1.1 / 0.66,
  labels: ['$500', '$1,000', '$2,500', '$5,000', '$10,000'],
  relativities: [1.1, 1, 0.86, 0.76, 0.66],
  weights: [0.1, 0.46, 0.3, 0.1, 0.04],
};

describe('reviseRelativities', () => {
  it('moves the premium near the target, keeps the base and the order, always changes a level', () => {
    const random = createRandom(8);
    for (const target of [-0.04, -0.01, 0, 0.015, 0.05]) {
      for (let i = 0; i < 200; i++) {
        const after = reviseRelativities(random, DEDUCTIBLE, target);
        expect(after[1]).toBe(1);
        expect(isOrdered(after, 'decreasing', 4)).toBe(true);
        expect(after.some((v, j) => v !== DEDUCTIBLE.relativities[j])).toBe(true);
        const effect = premiumEffectOf(DEDUCTIBLE.weights, DEDUCTIBLE.relativities, after) / 100;
        expect(Math.abs(effect - target)).toBeLessThan(0.03);
      }
    }
  });
});
