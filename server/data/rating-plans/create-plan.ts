import type { Random } from '#server/data/prng.ts';
import { coveragesFor } from '#server/data/reference/coverages.ts';
import type { LineKind } from '#server/data/reference/lines-of-business.ts';
import { isOptionalInCalifornia, withinCaliforniaBounds } from './california-weighting.ts';
import { factorSpecsFor } from './catalog.ts';
import type { FactorSpec } from './factor-spec.ts';
import type { PlanBaseRate, PlanFactor, RatingPlan } from './rating-plan.ts';
import { normalizeShares, orderLevels, spread, valleyOf } from './relativities.ts';
import { COVERAGE_CHOICE_CATEGORIES, californiaWeighting, permitted } from './state-rules.ts';

/** Workers' compensation rates are per $100 of payroll, to the cent. */
const rateDecimalsFor = (subToi: string): number => (subToi.startsWith('16.') ? 2 : 0);

export const roundRate = (rate: number, decimals: number): number => {
  const unit = decimals === 2 ? 100 : 1;
  return Math.max(1 / unit, Math.round(rate * unit) / unit);
};

/**
 * A program's version of a catalog table: the catalog's shape, steeper or flatter by a power
 * drawn per program (the base stays 1, the order stays), that power jittered by up to 12% per
 * level (so a level near 1.000 stays near it), and exposure shares within 25% of the catalog's
 * mix. Definitional tables (`fixed`) keep the catalog's relativities.
 */
function planFactor(random: Random, spec: FactorSpec, steepness: number): PlanFactor {
  const specValues = spec.levels.map((l) => l[1]);
  const base = specValues.indexOf(1);
  const valley = valleyOf(spec.order, specValues);
  const power = steepness * Math.exp(random.normal(0, 0.08));
  const relativities =
    spec.use === 'fixed'
      ? specValues
      : specValues.map((v, i) => (i === base ? 1 : v ** (power * (0.88 + 0.24 * random.next()))));
  orderLevels(relativities, spec.order, base, valley);
  return {
    anchorSpread: spread(relativities),
    name: spec.name,
    category: spec.category,
    order: spec.order,
    use: spec.use,
    base,
    valley,
    mandatoryInCalifornia: spec.mandatoryInCalifornia === true,
    labels: spec.levels.map((l) => l[0]),
    relativities,
    weights: normalizeShares(spec.levels.map((l) => l[2] * (0.75 + 0.5 * random.next()))),
  };
}

/** California auto: mandatory factors steeper, optional rating factors flatter (state-rules). */
function steepnessIn(california: boolean, spec: FactorSpec): number {
  if (!california || COVERAGE_CHOICE_CATEGORIES.has(spec.category)) return 1;
  return spec.mandatoryInCalifornia ? 1.5 : 0.45;
}

/**
 * The program's plan when it starts: the sub-TOI's rating variables that the state permits, and
 * base rates per coverage scaled by the state's premium index with a per-program drift (about
 * 6%); coverage shares drift a little around the reference mix.
 */
export function createRatingPlan(
  random: Random,
  input: { subToi: string; kind: LineKind; state: string; premiumIndex: number },
): RatingPlan {
  const specs = factorSpecsFor(input.subToi, input.kind).filter((s) =>
    permitted(s, input.kind, input.state),
  );
  const california =
    californiaWeighting(input.kind, input.state) &&
    specs.filter((s) => s.mandatoryInCalifornia).length === 3;
  const factors = specs.map((s) => planFactor(random, s, steepnessIn(california, s)));
  if (california) {
    factors.forEach((f, i) => {
      if (!isOptionalInCalifornia(f)) return;
      const relativities = withinCaliforniaBounds(factors, i, [...f.relativities]);
      factors[i] = { ...f, relativities, anchorSpread: spread(relativities) };
    });
  }
  const decimals = rateDecimalsFor(input.subToi);
  const coverages = coveragesFor(input.subToi, input.state);
  const shares = normalizeShares(coverages.map((c) => c.share * Math.exp(random.normal(0, 0.05))));
  const baseRates: PlanBaseRate[] = coverages.map((c, i) => ({
    coverage: c.name,
    rate: roundRate(c.baseRate * input.premiumIndex * Math.exp(random.normal(0, 0.06)), decimals),
    share: shares[i] ?? 0,
  }));
  return {
    subToi: input.subToi,
    kind: input.kind,
    state: input.state,
    rateDecimals: decimals,
    californiaWeighting: california,
    factors,
    baseRates,
  };
}
