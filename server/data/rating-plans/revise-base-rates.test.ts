import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import type { PlanBaseRate } from './rating-plan.ts';
import { baseRateEffect, baseRateRows, reviseBaseRates } from './revise-base-rates.ts';

const AUTO: PlanBaseRate[] = [
  { coverage: 'Bodily Injury', rate: 318, share: 0.3 },
  { coverage: 'Property Damage', rate: 190, share: 0.2 },
  { coverage: 'Comprehensive', rate: 141, share: 0.15 },
  { coverage: 'Collision', rate: 295, share: 0.35 },
];
const WC: PlanBaseRate[] = [
  { coverage: 'Indemnity', rate: 0.74, share: 0.48 },
  { coverage: 'Medical', rate: 0.81, share: 0.52 },
];

describe('reviseBaseRates', () => {
  it('hits the share-weighted target in whole dollars, coverages spread around it', () => {
    const random = createRandom(1);
    for (const target of [-0.25, -0.08, 0, 0.031, 0.12, 0.4]) {
      const after = reviseBaseRates(random, AUTO, target, 0.01 + 0.12 * Math.abs(target), 0);
      expect(after.every((r) => Number.isInteger(r) && r > 0)).toBe(true);
      expect(Math.abs(baseRateEffect(AUTO, after) - target)).toBeLessThan(0.002);
      if (Math.abs(target) > 0.1) {
        const changes = after.map((r, i) => r / (AUTO[i]?.rate ?? 1) - 1);
        expect(Math.max(...changes) - Math.min(...changes)).toBeGreaterThan(0.002);
      }
    }
  });

  it('rounds workers compensation rates per $100 payroll to cents', () => {
    const after = reviseBaseRates(createRandom(2), WC, -0.06, 0.02, 2);
    for (const r of after) expect(Math.round(r * 100) / 100).toBe(r);
    expect(Math.abs(baseRateEffect(WC, after) + 0.06)).toBeLessThan(0.02);
  });

  it('measures the effect as Σ share·after/before - 1 and writes one row per coverage', () => {
    expect(baseRateEffect(AUTO, [318, 190, 141, 354])).toBeCloseTo(0.35 * 0.2, 3);
    const rows = baseRateRows('ABC-1', AUTO, [350, 190, 141, 295]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      serff_tracking_number: 'ABC-1',
      company: null,
      coverage: 'Bodily Injury',
      before_rate: 318,
      after_rate: 350,
      change: 10.063,
      exposure_share: 0.3,
    });
    expect(rows[1]?.change).toBe(0);
  });
});
