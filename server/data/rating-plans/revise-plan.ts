import type { BaseRateRow, RatingFactorRow } from '#server/data/filing-rows.ts';
import type { Random } from '#server/data/prng.ts';
import { premiumEffectOf } from '#server/domain/filings/factor-levels.ts';
import { withinCaliforniaBounds } from './california-weighting.ts';
import { factorRow } from './factor-row.ts';
import type { PlanFactor, RatingPlan } from './rating-plan.ts';
import { baseRateEffect, baseRateRows, reviseBaseRates } from './revise-base-rates.ts';
import { reviseRelativities } from './revise-factor.ts';

export type PlanRevision = {
  /** One row per revised factor, company null. */
  factors: RatingFactorRow[];
  /** One row per coverage of the plan (changed or not), company null. */
  baseRates: BaseRateRow[];
  /** Percent: the filing's stated off-balance (null when the filing states none). */
  offBalance: number | null;
  /** The plan after the revision (the next filing's "before"). */
  next: RatingPlan;
};

const r2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** How many tables a rate revision touches: sometimes none (base rates only), mostly 1-3. */
const RATE_FACTOR_COUNTS: readonly (readonly [number, number])[] = [
  [0, 0.15],
  [1, 0.22],
  [2, 0.26],
  [3, 0.18],
  [4, 0.11],
  [5, 0.08],
];

function chooseFactors(random: Random, plan: RatingPlan, refresh: boolean): number[] {
  const revisable: number[] = [];
  const refreshable: number[] = [];
  plan.factors.forEach((f, i) => {
    if (f.use !== 'fixed') revisable.push(i);
    if (f.use === 'refresh') refreshable.push(i);
  });
  const pool = refresh && refreshable.length > 0 ? refreshable : revisable;
  const count = refresh ? random.int(1, 2) : random.weighted(RATE_FACTOR_COUNTS);
  return random
    .shuffle(pool)
    .slice(0, Math.min(count, pool.length))
    .sort((a, b) => a - b);
}

/** A table's intended premium effect: a few percent, leaning with the filing's direction. */
function factorTarget(random: Random, impact: number, refresh: boolean): number {
  if (refresh) return clamp(random.normal(0, 0.012), -0.03, 0.03);
  const lean = Math.sign(impact) * Math.min(Math.abs(impact) * 0.08, 0.02);
  return clamp(random.normal(lean, 0.015), -0.05, 0.05);
}

/**
 * Revises the plan for one filing. The chosen tables move by a few percent each; the stated
 * off-balance offsets part of their effect (all of it on a refresh); base rates carry the rest,
 * so that (1 + base-rate effect) · Π(1 + factor effect) · (1 + off-balance) - 1 = impact, and a
 * last correction of the off-balance (or, where none is stated and the base-rate units leave a
 * visible miss, a stated one) absorbs the rounding.
 */
export function reviseRatingPlan(
  random: Random,
  plan: RatingPlan,
  input: { trackingNumber: string; impact: number; kind: 'rate' | 'refresh' },
): PlanRevision {
  const refresh = input.kind === 'refresh';
  const impact = refresh ? 0 : input.impact / 100;
  const factors: PlanFactor[] = [...plan.factors];
  const rows: RatingFactorRow[] = [];
  let product = 1;
  for (const index of chooseFactors(random, plan, refresh)) {
    const factor = factors[index];
    if (!factor) continue;
    let after = reviseRelativities(random, factor, factorTarget(random, impact, refresh));
    if (plan.californiaWeighting) after = withinCaliforniaBounds(factors, index, after);
    rows.push(factorRow(input.trackingNumber, factor, after));
    product *= 1 + premiumEffectOf(factor.weights, factor.relativities, after) / 100;
    factors[index] = { ...factor, relativities: after };
  }

  let offBalance: number | null = null;
  if (refresh) {
    if (rows.length > 0 && random.chance(0.8)) {
      offBalance = r2(100 * clamp(1 / product - 1, -0.03, 0.03));
    }
  } else if (random.chance(rows.length === 0 ? 0.3 : 0.75)) {
    const offset = -(product - 1) * (0.2 + 0.7 * random.next()) + (random.next() - 0.5) * 0.02;
    offBalance = r2(100 * clamp(offset, -0.03, 0.03));
  }
  const stated = 1 + (offBalance ?? 0) / 100;
  const target = (1 + impact) / (product * stated) - 1;
  // A refresh moves every coverage alike; a rate revision spreads coverages around the target.
  const spreadSd = Math.abs(target) < 0.0005 ? 0 : refresh ? 0.002 : 0.01 + 0.12 * Math.abs(target);
  const after =
    spreadSd === 0
      ? plan.baseRates.map((r) => r.rate)
      : reviseBaseRates(random, plan.baseRates, target, spreadSd, plan.rateDecimals);
  const baseEffect = baseRateEffect(plan.baseRates, after);
  const miss = (1 + baseEffect) * product * stated - 1 - impact;
  if ((offBalance !== null && Math.abs(miss) > 0.0001) || Math.abs(miss) > 0.002) {
    offBalance = r2(100 * ((1 + impact) / ((1 + baseEffect) * product) - 1));
  }
  return {
    factors: rows,
    baseRates: baseRateRows(input.trackingNumber, plan.baseRates, after),
    offBalance,
    next: {
      ...plan,
      factors,
      baseRates: plan.baseRates.map((r, i) => ({ ...r, rate: after[i] ?? r.rate })),
    },
  };
}
