import type { PlanFactor } from './rating-plan.ts';
import { orderLevels, spread } from './relativities.ts';
import { COVERAGE_CHOICE_CATEGORIES } from './state-rules.ts';

/** How much wider the narrowest mandatory factor is than the widest optional one, at least. */
export const CALIFORNIA_MARGIN = 1.2;
/** Where a reshaped table lands (a little inside the margin, so rounding cannot cross it). */
const TARGET = 1.25;

/** An optional factor in the sequential analysis (coverage choices such as limits stay out). */
export const isOptionalInCalifornia = (t: PlanFactor): boolean =>
  !t.mandatoryInCalifornia && !COVERAGE_CHOICE_CATEGORIES.has(t.category);

/** The spread bounds of the tables other than `skip`: narrowest mandatory, widest optional. */
export function californiaBounds(
  tables: readonly PlanFactor[],
  skip: number,
): { minMandatory: number; maxOptional: number } {
  let minMandatory = Number.POSITIVE_INFINITY;
  let maxOptional = 1;
  tables.forEach((t, i) => {
    if (i === skip) return;
    const s = spread(t.relativities);
    if (t.mandatoryInCalifornia) minMandatory = Math.min(minMandatory, s);
    else if (isOptionalInCalifornia(t)) maxOptional = Math.max(maxOptional, s);
  });
  return { minMandatory, maxOptional };
}

/** Raises every relativity to a power (the base stays 1, the order stays) and re-rounds. */
function reshape(values: readonly number[], power: number, t: PlanFactor): number[] {
  const out = values.map((v) => v ** power);
  orderLevels(out, t.order, t.base, t.valley);
  return out;
}

/**
 * Keeps table `index` (with candidate relativities `values`) within California's
 * sequential-analysis bounds against the other tables: a mandatory factor at least
 * CALIFORNIA_MARGIN times as wide as every optional one, an optional factor at most
 * 1/CALIFORNIA_MARGIN as wide as every mandatory one. Returns the (possibly reshaped) values.
 */
export function withinCaliforniaBounds(
  tables: readonly PlanFactor[],
  index: number,
  values: number[],
): number[] {
  const table = tables[index];
  if (!table) return values;
  const { minMandatory, maxOptional } = californiaBounds(tables, index);
  const s = spread(values);
  if (table.mandatoryInCalifornia && s < maxOptional * CALIFORNIA_MARGIN && s > 1) {
    return reshape(values, Math.log(maxOptional * TARGET) / Math.log(s), table);
  }
  if (isOptionalInCalifornia(table) && s > minMandatory / CALIFORNIA_MARGIN) {
    return reshape(values, Math.log(minMandatory / TARGET) / Math.log(s), table);
  }
  return values;
}
