import type { Intent } from './intent.ts';

const readsFactorChange = (intent: Intent): boolean =>
  intent.measures.some((m) => m.metric === 'factor_change');

/**
 * "the mean change per Model Year level", "veritas lane model year levels: avg relativity change"
 * (nineteenth pass): a factor's change, read on its levels' rows, given one row per level. The
 * levels may be only where the change is read ("across territory levels"), and one figure over
 * all of them meant. Before this pass the reading did not run (it read rating_factors without
 * joining it), so it was never answered as sure. Returns "level", for a warning.
 */
export function factorChangePerLevel(intent: Intent): string[] {
  if (!intent.groupBy.includes('level') || intent.filters.has('factor_level')) return [];
  return readsFactorChange(intent) ? ['level'] : [];
}

/**
 * "average change of the Model Year relativities" (nineteenth pass): with the levels joined and
 * no level named or grouped, a factor's change is read as the average of its levels' changes; the
 * factor's own change (rating_factors.change) may be meant. Before this pass the reading did not
 * run, so it was never answered as sure. Returns "factor change", for a warning.
 */
export function factorChangeOnLevels(intent: Intent, sql: string): string[] {
  if (intent.filters.has('factor_level') || intent.groupBy.includes('level')) return [];
  return readsFactorChange(intent) && /\bl\.change\b/.test(sql) ? ['factor change'] : [];
}
