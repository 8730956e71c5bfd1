import { describe, expect, it } from 'vitest';
import {
  CALIFORNIA_MARGIN,
  californiaBounds,
  withinCaliforniaBounds,
} from './california-weighting.ts';
import type { PlanFactor } from './rating-plan.ts';
import { isOrdered, spread } from './relativities.ts';

const table = (
  name: string,
  relativities: number[],
  extra: Partial<PlanFactor> = {},
): PlanFactor => ({
  name,
  category: 'Driver',
  order: 'increasing',
  use: 'rate',
  base: 0,
  valley: 0,
  mandatoryInCalifornia: false,
  anchorSpread: 1.5,
  labels: relativities.map((_, i) => `L${i}`),
  relativities,
  weights: relativities.map(() => 1 / relativities.length),
  ...extra,
});

const TABLES = [
  table('Driving Record', [1, 1.4, 2.2], { mandatoryInCalifornia: true }),
  table('Annual Mileage', [0.8, 1, 1.3], { mandatoryInCalifornia: true, base: 1 }),
  table('Territory', [0.85, 1, 1.2], { order: 'none', base: 1, valley: -1, category: 'Location' }),
  table('Increased Limits', [1, 1.5, 2.5], { category: 'Limits' }),
];

describe('California weighting', () => {
  it('ignores coverage choices such as limits in the bounds', () => {
    expect(californiaBounds(TABLES, -1)).toEqual({
      minMandatory: 1.3 / 0.8,
      maxOptional: 1.2 / 0.85,
    });
  });

  it('flattens an optional table that grew too wide, keeping base and order', () => {
    const wide = withinCaliforniaBounds(TABLES, 2, [0.7, 1, 1.5]);
    expect(spread(wide)).toBeLessThan(1.3 / 0.8 / CALIFORNIA_MARGIN);
    expect(wide[1]).toBe(1);
    expect(wide[0]).toBeLessThan(1);
    expect(wide[2]).toBeGreaterThan(1);
  });

  it('steepens a mandatory table that fell too flat, and leaves tables within bounds alone', () => {
    const flat = withinCaliforniaBounds(TABLES, 1, [0.9, 1, 1.1]);
    expect(spread(flat)).toBeGreaterThan((1.2 / 0.85) * CALIFORNIA_MARGIN);
    expect(isOrdered(flat, 'increasing', 0)).toBe(true);
    const fine = [0.75, 1, 1.35];
    expect(withinCaliforniaBounds(TABLES, 1, fine)).toBe(fine);
    const limits = [1, 2, 4];
    expect(withinCaliforniaBounds(TABLES, 3, limits)).toBe(limits);
  });
});
