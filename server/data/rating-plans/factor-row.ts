import type { RatingFactorRow } from '#server/data/filing-rows.ts';
import type { RatingFactorLevel } from '#server/db/schema.ts';
import { premiumEffectOf } from '#server/domain/filings/factor-levels.ts';
import type { PlanFactor } from './rating-plan.ts';
import { r3 } from './relativities.ts';

const range = (values: readonly number[]): string =>
  `${Math.min(...values).toFixed(3)} - ${Math.max(...values).toFixed(3)}`;

/**
 * The filing's row for one revised table: every level with its relativity before and after, its
 * change in percent, its exposure share and the base flag on the base level; the factor's change
 * is its premium effect 100 * (Σ weight·after / Σ weight·before - 1).
 */
export function factorRow(
  trackingNumber: string,
  factor: PlanFactor,
  after: readonly number[],
): RatingFactorRow {
  const levels: RatingFactorLevel[] = factor.labels.map((label, i) => {
    const b = factor.relativities[i] ?? 1;
    const a = after[i] ?? 1;
    const level: RatingFactorLevel = {
      level: label,
      before: b,
      after: a,
      change: r3((a / b - 1) * 100),
      weight: factor.weights[i] ?? 0,
    };
    if (i === factor.base) level.base = true;
    return level;
  });
  return {
    serff_tracking_number: trackingNumber,
    company: null,
    factor: factor.name,
    category: factor.category,
    levels,
    before_value: range(factor.relativities),
    after_value: range(after),
    change: premiumEffectOf(factor.weights, factor.relativities, after),
  };
}
