import type { Intent, Measure } from './intent.ts';

const sameFigure = (a: Measure, b: Measure): boolean =>
  a.aggregate === b.aggregate && a.metric === b.metric && a.dimension === b.dimension;

/**
 * "number of filings whose total program written premium is under 1M", "count of filings with an
 * average per-policy premium change above 300" (sixteenth pass): a count of the filings, with no
 * grouping, and a threshold read on a total or average of a filing's figure. With no groups, that
 * threshold is on the one total of every filing counted (a HAVING with no GROUP BY: the count or
 * nothing), which no one asks for beside a count; the figure is each filing's own, so the
 * threshold is a condition on each filing and the total shown beside the count is dropped. In
 * place; true when it applied.
 */
export function wholeSetCondition(intent: Intent): boolean {
  if (intent.groupBy.length > 0 || intent.over || intent.share) return false;
  const counts = intent.measures.filter(
    (m) => m.aggregate === 'count' && m.metric === 'filings' && !m.filters && !m.conditions,
  );
  if (counts.length !== 1) return false;
  let changed = false;
  for (const condition of intent.conditions) {
    const measure = condition.measure;
    if (!measure || (measure.aggregate !== 'sum' && measure.aggregate !== 'avg')) continue;
    if (measure.metric === 'filings' || measure.metric === 'reviews' || measure.dimension) continue;
    if (measure.metric !== condition.metric) continue;
    condition.measure = undefined;
    intent.measures = intent.measures.filter((m) => !sameFigure(m, measure));
    if (intent.order?.measure && sameFigure(intent.order.measure, measure))
      intent.order = undefined;
    changed = true;
  }
  return changed;
}
