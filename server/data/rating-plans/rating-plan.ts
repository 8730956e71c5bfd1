import type { LineKind } from '#server/data/reference/lines-of-business.ts';
import type { Order, Use } from './factor-spec.ts';

/**
 * One factor table of a program's current plan. Levels are parallel arrays in ascending order of
 * the variable; `relativities[base]` is exactly 1; `weights` (exposure shares) sum to 1.
 */
export type PlanFactor = {
  name: string;
  category: string;
  order: Order;
  use: Use;
  /** Index of the base level (relativity 1.000). */
  base: number;
  /** Index where an ordered table turns (see valleyOf); -1 for unordered tables. */
  valley: number;
  mandatoryInCalifornia: boolean;
  /** The table's spread (highest / lowest relativity) when the program began: revisions revert to it. */
  anchorSpread: number;
  labels: readonly string[];
  relativities: readonly number[];
  weights: readonly number[];
};

/** A coverage's base rate (whole dollars, or dollars per $100 payroll to 2 decimals for WC). */
export type PlanBaseRate = { coverage: string; rate: number; share: number };

/** A program's current rating plan in one state: its factor tables and base rates. */
export type RatingPlan = {
  subToi: string;
  kind: LineKind;
  state: string;
  /** Decimals of the base rates: 0 (dollars) or 2 (per $100 payroll). */
  rateDecimals: number;
  /** California auto: the mandatory factors outweigh the optional ones (state-rules.ts). */
  californiaWeighting: boolean;
  factors: readonly PlanFactor[];
  baseRates: readonly PlanBaseRate[];
};
