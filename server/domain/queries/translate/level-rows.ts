import type { Intent } from './intent.ts';

/**
 * "the mean change per Model Year level", "veritas lane model year levels: avg relativity change"
 * (nineteenth pass): a factor's change, read on its levels' rows, given one row per level. The
 * levels may be only where the change is read ("across territory levels"), and one figure over
 * all of them meant. Before this pass the reading did not run (it read rating_factors without
 * joining it), so it was never answered as sure. Returns "level", for a warning.
 */
export function factorChangePerLevel(intent: Intent): string[] {
  if (!intent.groupBy.includes('level') || intent.filters.has('factor_level')) return [];
  return intent.measures.some((m) => m.metric === 'factor_change') ? ['level'] : [];
}
