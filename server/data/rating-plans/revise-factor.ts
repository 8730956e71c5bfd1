import type { Random } from '#server/data/prng.ts';
import type { PlanFactor } from './rating-plan.ts';
import { orderLevels, spread, weightedMean } from './relativities.ts';

/**
 * New relativities for one table aiming at a premium effect `target` (a fraction: 0.02 = +2%):
 * the table steepens or flattens a little (a power on the relativities, jittered per level, and
 * half a percent of noise), then every non-base level scales so that the exposure-weighted mean moves by the
 * target; the base stays at 1.000 and the order is restored after rounding. At least one level
 * always changes. The realized effect differs slightly from the target (the caller measures it).
 */
export function reviseRelativities(random: Random, factor: PlanFactor, target: number): number[] {
  const before = factor.relativities;
  // The power moves the log-spread by its own factor: noise, pulled back a quarter of the way
  // towards the program's starting spread, so tables wander but do not drift away.
  const logSpread = Math.log(spread(before));
  const pull =
    logSpread > 0.01 ? (0.25 * (logSpread - Math.log(factor.anchorSpread))) / logSpread : 0;
  const tilt = 1 + random.normal(0, 0.04) - pull;
  const raw = before.map((v, i) =>
    i === factor.base
      ? 1
      : v ** (tilt * (0.94 + 0.12 * random.next())) * (0.995 + 0.01 * random.next()),
  );
  const baseWeight = factor.weights[factor.base] ?? 0;
  const rest = weightedMean(raw, factor.weights) - baseWeight;
  let scale =
    rest > 0 ? (weightedMean(before, factor.weights) * (1 + target) - baseWeight) / rest : 1;
  if (!(scale > 0.8 && scale < 1.25)) scale = Math.min(1.25, Math.max(0.8, scale || 1));
  const after = raw.map((v, i) => (i === factor.base ? 1 : v * scale));
  orderLevels(after, factor.order, factor.base, factor.valley);
  if (after.every((v, i) => v === before[i])) {
    const end = factor.base === after.length - 1 ? 0 : after.length - 1;
    const v = after[end] ?? 1;
    after[end] = Math.round((v >= 1 ? v + 0.001 : v - 0.001) * 1000) / 1000;
  }
  return after;
}
