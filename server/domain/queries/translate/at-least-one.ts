import type { Condition, Intent, Measure } from './intent.ts';
import type { Token } from './meaning.ts';

const isAtLeastOne = (c: Condition): boolean =>
  c.measure?.aggregate === 'count' &&
  c.metric === 'filings' &&
  ((c.op === '>=' && c.value === 1) || (c.op === '>' && c.value === 0));

/**
 * "In which states did at least one filing have a rate impact above 30%?" (nineteenth pass): the
 * groups with at least one filing over a threshold are the groups whose highest figure is over it
 * (lowest, for a threshold below). Read as a count of the filings over the threshold kept where it
 * is one or more, the rows are the same groups but the figure shown is a count the question does
 * not ask for; the extreme figure is what makes each group qualify. In place; true when it applied.
 */
export function groupsWithOneFilingOver(tokens: readonly Token[], intent: Intent): boolean {
  // "how many filings over 30% in each state with at least one": the count is asked.
  if (tokens.some((t) => t.meaning.kind === 'count')) return false;
  if (intent.groupBy.length === 0 || intent.share || intent.over || intent.without) return false;
  const having = intent.conditions.filter((c) => c.measure);
  const rows = intent.conditions.filter((c) => !c.measure);
  const [atLeast] = having;
  const [row] = rows;
  if (having.length !== 1 || rows.length !== 1 || !atLeast || !row) return false;
  if (!isAtLeastOne(atLeast) || row.against || row.op === '=' || row.metric === 'filings')
    return false;
  const [counted] = intent.measures;
  if (
    intent.measures.length !== 1 ||
    counted?.aggregate !== 'count' ||
    counted.metric !== 'filings'
  )
    return false;
  if (counted.filters || counted.conditions) return false;
  const above = row.op === '>' || row.op === '>=';
  const measure: Measure = { aggregate: above ? 'max' : 'min', metric: row.metric };
  intent.measures = [measure];
  intent.conditions = [{ measure, metric: row.metric, op: row.op, value: row.value }];
  intent.order = { direction: above ? 'desc' : 'asc', measure };
  return true;
}
