import type { BaseRateRow } from '#server/data/filing-rows.ts';
import type { Random } from '#server/data/prng.ts';
import { roundRate } from './create-plan.ts';
import type { PlanBaseRate } from './rating-plan.ts';
import { r3 } from './relativities.ts';

/** The share-weighted effect of new base rates: Σ share·after/before - 1 (a fraction). */
export function baseRateEffect(rates: readonly PlanBaseRate[], after: readonly number[]): number {
  let sum = 0;
  rates.forEach((r, i) => {
    sum += (r.share * (after[i] ?? r.rate)) / r.rate;
  });
  return sum - 1;
}

/** Multipliers around the target whose share-weighted mean is exactly 1 + target (none below 0.55). */
function multipliers(
  random: Random,
  rates: readonly PlanBaseRate[],
  target: number,
  sd: number,
): number[] {
  const out = rates.map(() => 1 + target + (sd > 0 ? random.normal(0, sd) : 0));
  for (let round = 0; round < 4; round++) {
    let mean = 0;
    let free = 0;
    out.forEach((m, i) => {
      const share = rates[i]?.share ?? 0;
      mean += share * m;
      if (m > 0.55) free += share;
    });
    const shift = free > 0 ? (1 + target - mean) / free : 0;
    if (Math.abs(shift) < 1e-12) break;
    out.forEach((m, i) => {
      if (m > 0.55) out[i] = Math.max(0.55, m + shift);
    });
  }
  return out;
}

/**
 * New base rates whose share-weighted effect is `target` (a fraction): coverages move around the
 * target by a spread of about `sd`, rounded to the plan's precision, then nudged one unit at a
 * time (the move that helps most first) until the rounded rates hit the target as closely as
 * units allow.
 */
export function reviseBaseRates(
  random: Random,
  rates: readonly PlanBaseRate[],
  target: number,
  sd: number,
  decimals: number,
): number[] {
  const unit = decimals === 2 ? 0.01 : 1;
  const after = multipliers(random, rates, target, sd).map((m, i) =>
    roundRate((rates[i]?.rate ?? 0) * m, decimals),
  );
  for (let step = 0; step < 12; step++) {
    const miss = baseRateEffect(rates, after) - target;
    let best = -1;
    let bestMiss = Math.abs(miss);
    rates.forEach((r, i) => {
      const move = (r.share * unit) / r.rate;
      // A unit is more than 2% of a small rate (a $12 loss-assessment rate): leave those alone.
      const candidate =
        Math.abs(miss > 0 ? miss - move : miss + move) + (unit / r.rate > 0.02 ? 1 : 0);
      if (candidate < bestMiss && (miss < 0 || (after[i] ?? 0) > unit)) {
        best = i;
        bestMiss = candidate;
      }
    });
    if (best < 0) break;
    after[best] = roundRate((after[best] ?? 0) + (miss > 0 ? -unit : unit), decimals);
  }
  return after;
}

/** One row per coverage of the plan (changed or not). */
export function baseRateRows(
  trackingNumber: string,
  rates: readonly PlanBaseRate[],
  after: readonly number[],
): BaseRateRow[] {
  return rates.map((r, i) => {
    const a = after[i] ?? r.rate;
    return {
      serff_tracking_number: trackingNumber,
      company: null,
      coverage: r.coverage,
      before_rate: r.rate,
      after_rate: a,
      change: r3((a / r.rate - 1) * 100),
      exposure_share: r.share,
    };
  });
}
