/**
 * The shape of one rating variable in a line's catalog. Levels are listed in ascending order of
 * the variable (lowest limit, deductible, symbol, amount, age, score or band first); exactly one
 * level has the relativity 1.000 (the base level). `order` says how relativities move along the
 * listed levels:
 * - `increasing`: a higher level never costs less (limits, symbols, amount of insurance ...);
 * - `decreasing`: a higher level never costs more (deductibles, years licensed, fleet size ...);
 * - `u-shaped`: falls to a valley, then rises (driver age);
 * - `none`: categories without a natural order (territory, construction, vehicle use ...).
 */
export type Order = 'increasing' | 'decreasing' | 'u-shaped' | 'none';

/**
 * Why a variable may be missing from a state's plan:
 * - `gender`, `credit`, `occupation`: personal auto restrictions (see state-rules.ts);
 * - `home-credit`: insurance score in property rating;
 * - `hurricane`, `wildfire`: loads only where the state carries the peril.
 */
export type Restriction =
  | 'gender'
  | 'credit'
  | 'home-credit'
  | 'occupation'
  | 'hurricane'
  | 'wildfire';

/**
 * How a filing may touch the variable: `rate` (any rate revision), `refresh` (also a 0% symbol,
 * model-year or territory style refresh) or `fixed` (definitional, never revised: the experience
 * modification's Unity band is 1.00 by the plan's own definition).
 */
export type Use = 'rate' | 'refresh' | 'fixed';

/** [label, relativity, exposure share]. */
export type LevelSpec = readonly [label: string, relativity: number, weight: number];

export type FactorSpec = {
  name: string;
  category: string;
  order: Order;
  use: Use;
  levels: readonly LevelSpec[];
  restriction?: Restriction;
  /** California's mandatory factors (10 CCR §2632.5): they must outweigh every optional one. */
  mandatoryInCalifornia?: boolean;
};
