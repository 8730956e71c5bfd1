import type { Intent, Measure } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/** Figures whose total over a group means something: people, dollars, letters. */
const ADDABLE = new Set<Metric>([
  'policyholders_affected',
  'written_premium',
  'written_premium_change',
  'objection_count',
]);

/** Words that say a threshold is on a group's total. */
const ALTOGETHER =
  /^(altogether|collectively|combined|together|adds? up to|added up to|adding up to|sums? to|summing to|totall?ing)$/i;

/**
 * "Carriers whose filings touched over two million policyholders altogether" (nineteenth pass):
 * a threshold on a figure that adds up, in a question with one row per group, said with
 * "altogether" (or "combined", "collectively", "together", "add up to", twenty-third pass), is on
 * each group's total, not on each filing. The word is then read, so it is taken out of the words
 * left over (`unplaced`). In place; true when it applied.
 */
export function thresholdOnGroupTotal(
  sequence: readonly (Token | string)[],
  unplaced: string[],
  intent: Intent,
): boolean {
  if (intent.groupBy.length === 0 || intent.share || intent.over || intent.without) return false;
  const word = sequence.find((w) => ALTOGETHER.test(typeof w === 'string' ? w : w.text));
  if (word === undefined) return false;
  const [counted] = intent.measures;
  if (intent.measures.length !== 1 || counted?.aggregate !== 'count') return false;
  if (counted.metric !== 'filings' || counted.filters || counted.conditions) return false;
  const [condition] = intent.conditions;
  if (intent.conditions.length !== 1 || !condition || condition.measure || condition.against)
    return false;
  if (!ADDABLE.has(condition.metric) || condition.op === '=') return false;
  const measure: Measure = { aggregate: 'sum', metric: condition.metric };
  intent.measures = [measure];
  intent.conditions = [{ ...condition, measure }];
  intent.order = { direction: 'desc', measure };
  const text = typeof word === 'string' ? word : word.text;
  if (unplaced.includes(text)) unplaced.splice(unplaced.indexOf(text), 1);
  return true;
}
