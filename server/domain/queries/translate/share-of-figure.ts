import type { Intent } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/** Figures whose total has parts: people, dollars, letters. */
const TOTALLED = new Set<Metric>([
  'policyholders_affected',
  'written_premium',
  'written_premium_change',
  'objection_count',
]);

/**
 * "What share of the affected policyholders were in decrease filings", "portion of written premium
 * from Utah filings" (issue 22, eleventh pass): a share said of a figure that adds up is the part
 * of that figure's total the named filings hold, not the share of the filings beside the total.
 * Read when the figure's noun follows the share word (filler between), or is the only figure and
 * comes right before it (sixteenth pass), the reading has a share
 * with a part named, and the figure's total is measured beside it; the total is then dropped.
 * Changes the intent in place; true when it applied.
 */
export function shareOfFigure(tokens: readonly Token[], intent: Intent): boolean {
  const share = intent.share;
  if (!share || (share.filters.size === 0 && share.conditions.length === 0)) return false;
  if (!intent.measures.some((m) => m.aggregate === 'share')) return false;
  // "how many percent" is a share too (read so in interpretQuestion, on its own copy).
  const inPercent = (t: Token | undefined) => t?.meaning.kind === 'unit' && t.meaning.unit === '%';
  const at = tokens.findIndex(
    (t, i) =>
      t.meaning.kind === 'share' || (t.meaning.kind === 'count' && inPercent(tokens[i + 1])),
  );
  if (at < 0) return false;
  let k = at + 1;
  while (tokens[k]?.meaning.kind === 'stop' || tokens[k]?.meaning.kind === 'copula') k++;
  let noun = tokens[k]?.meaning;
  // "of the total policyholders affected, how many percent were in increase filings" (sixteenth
  // pass): the figure said before the share word, nothing but filler between.
  if (noun?.kind !== 'metric' || !TOTALLED.has(noun.metric)) {
    let b = at - 1;
    // "how many percent": the count word is part of the share word.
    while (['stop', 'copula', 'which', 'count'].includes(tokens[b]?.meaning.kind ?? '')) b--;
    const before = tokens[b]?.meaning;
    const others = tokens.filter((t, i) => i !== b && t.meaning.kind === 'metric');
    if (before?.kind !== 'metric' || !TOTALLED.has(before.metric)) return false;
    // Only when no other figure but the filings the part is said of is named.
    if (others.some((t) => t.meaning.kind === 'metric' && t.meaning.metric !== 'filings'))
      return false;
    noun = before;
  }
  if (noun?.kind !== 'metric' || !TOTALLED.has(noun.metric)) return false;
  const metric = noun.metric;
  if (!intent.measures.some((m) => m.aggregate === 'sum' && m.metric === metric)) return false;
  share.of = metric;
  intent.measures = intent.measures.filter((m) => !(m.aggregate === 'sum' && m.metric === metric));
  if (intent.order?.measure?.aggregate === 'sum' && intent.order.measure.metric === metric)
    intent.order = undefined;
  return true;
}
