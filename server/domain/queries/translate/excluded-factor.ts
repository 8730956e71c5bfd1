import type { Intent } from './intent.ts';

/**
 * "auto filings with no Territory rating factor change", "filings that did not change the
 * Territory factor": the factor is left out, and its change is what the question negates, not a
 * figure to give. The factor's change is dropped from the figures (the filings are counted or
 * listed), so the filings are read whole and the exclusion keeps those none of whose factors is
 * the one named (build-intent-sql.ts, `not exists`), not every filing with some other factor.
 * Not when the rows are per factor or level, nor when the change is the only figure.
 */
export function dropExcludedFactorChange(intent: Intent): void {
  if (!intent.exclusions.has('factor')) return;
  if (intent.groupBy.includes('factor') || intent.groupBy.includes('level')) return;
  const kept = intent.measures.filter((m) => m.metric !== 'factor_change');
  if (kept.length === 0 || kept.length === intent.measures.length) return;
  intent.measures = kept;
  if (intent.order?.measure?.metric === 'factor_change') intent.order = undefined;
}
