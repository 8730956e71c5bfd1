import { describe, expect, it } from 'vitest';
import { premiumEffectOf } from '#server/domain/filings/factor-levels.ts';
import { factorRow } from './factor-row.ts';
import type { PlanFactor } from './rating-plan.ts';

const LIMITS: PlanFactor = {
  name: 'Increased Limits - Bodily Injury',
  category: 'Limits',
  order: 'increasing',
  use: 'rate',
  base: 0,
  valley: 0,
  mandatoryInCalifornia: false,
  anchorSpread: 1.4,
  labels: ['25/50', '50/100', '100/300'],
  relativities: [1, 1.2, 1.4],
  weights: [0.2, 0.3, 0.5],
};

describe('factorRow', () => {
  it("states the factor's premium effect, levels with shares and the base flag", () => {
    const row = factorRow('ABC-1', LIMITS, [1, 1.25, 1.45]);
    expect(row.change).toBe(premiumEffectOf(LIMITS.weights, LIMITS.relativities, [1, 1.25, 1.45]));
    expect(row.change).toBe(3.175); // (0.2 + 0.375 + 0.725) / (0.2 + 0.36 + 0.7) = 1.3 / 1.26
    expect(row.before_value).toBe('1.000 - 1.400');
    expect(row.after_value).toBe('1.000 - 1.450');
    expect(row.category).toBe('Limits');
    expect(row.company).toBeNull();
    expect(row.levels[0]).toEqual({
      level: '25/50',
      before: 1,
      after: 1,
      change: 0,
      weight: 0.2,
      base: true,
    });
    expect(row.levels[1]).toEqual({
      level: '50/100',
      before: 1.2,
      after: 1.25,
      change: 4.167,
      weight: 0.3,
    });
  });
});
