import type { Intent } from './intent.ts';
import type { Meaning, Token, ValueDimension } from './meaning.ts';

/** Kinds that may stand between a negation and the value it denies ("never had a filing in"). */
const BETWEEN = new Set<Meaning['kind']>([
  'stop',
  'copula',
  'date-field',
  'range',
  'per-filing',
  'ever',
]);

/** "a single filing", "under flex rating": the filings themselves, and "under" before a name. */
const passes = (t: Token | undefined) =>
  (t?.meaning.kind === 'metric' && t.meaning.metric === 'filings') ||
  (t?.meaning.kind === 'comparison' && t.text === 'under');

/**
 * "Which carriers have never filed in Texas?", "states where nothing was ever withdrawn": groups
 * asked for with a negation of a value said of their filings. Read as the value kept, the rows
 * are the groups that have such filings, the opposite of what is asked. When the rows are one per
 * value of a dimension and count filings, and a negation reaches a value of another dimension
 * (past filler, verbs and "filing"), the value becomes a count of none: the groups none of whose
 * filings has it (`having count(*) filter (where ...) = 0`), as "carriers with no withdrawals"
 * is read. Returns whether it rewrote the intent.
 */
export function groupsWithNone(tokens: Token[], intent: Intent): boolean {
  if (intent.groupBy.length !== 1 || intent.conditions.length > 0) return false;
  const group = intent.groupBy[0];
  const counts = intent.measures.length === 1 && intent.measures[0]?.aggregate === 'count';
  if (!counts || intent.measures[0]?.filters) return false;
  let rewrote = false;
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'not') return;
    let k = i + 1;
    while (
      k < tokens.length &&
      (BETWEEN.has(tokens[k]?.meaning.kind ?? 'stop') || passes(tokens[k]))
    )
      k++;
    const m = tokens[k]?.meaning;
    if (m?.kind !== 'value' || m.dimension === group) return;
    const kept = intent.filters.get(m.dimension);
    if (!kept?.includes(m.value)) return;
    intent.filters.delete(m.dimension);
    const filters = new Map<ValueDimension, string[]>([[m.dimension, kept]]);
    intent.conditions.push({
      measure: { aggregate: 'count', metric: 'filings', filters },
      metric: 'filings',
      op: '=',
      value: 0,
    });
    rewrote = true;
  });
  return rewrote;
}
