import type { Condition, Intent, Measure } from './intent.ts';
import type { Meaning, Token, ValueDimension } from './meaning.ts';
import { groupIsSubject } from './question-shape.ts';
import { ABSENCE } from './reading-checks.ts';

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

/** A condition a sign word leaves on the rate impact: "> 0", "< 0", or a negated "<= 0", ">= 0". */
const isSignCondition = (c: Condition) =>
  !c.measure && !c.against && c.metric === 'rate_impact' && c.value === 0;

/** Counts none of the filings the measure selects: the groups with none of them. */
function noneOf(measure: Measure): Condition {
  return { measure, metric: 'filings', op: '=', value: 0 };
}

/** "zero filings", "0 filings": a number none of the filings. */
function isNone(tokens: readonly Token[], i: number): boolean {
  const m = tokens[i]?.meaning;
  return m?.kind === 'number' && m.value === 0 && passes(tokens[i + 1]);
}

/** The value right before a negation, past filler and other negations ("does not write (no"). */
function valueBefore(tokens: readonly Token[], i: number): number {
  let k = i - 1;
  while (
    k >= 0 &&
    (BETWEEN.has(tokens[k]?.meaning.kind ?? 'stop') || tokens[k]?.meaning.kind === 'not')
  )
    k--;
  return tokens[k]?.meaning.kind === 'value' ? k : -1;
}

/**
 * "Which carriers have never filed in Texas?", "states where Fairhaven never filed a decrease":
 * groups asked for with a negation of a value or a sign said of their filings. Read as the value
 * or sign kept (or its filings left out), the rows are the groups that have other filings, not
 * the groups with none. When the rows are one per value of a dimension and count filings, and a
 * negation reaches a value of another dimension or a sign (past filler, verbs and "filing"), that
 * becomes a count of none (`having count(*) filter (where ...) = 0`), as "carriers with no
 * withdrawals" is read. Returns whether it rewrote the intent.
 */
export function groupsWithNone(tokens: Token[], intent: Intent): boolean {
  if (intent.groupBy.length !== 1 || !intent.conditions.every(isSignCondition)) return false;
  // "number of filings that are not increases by state": the filings are what is counted;
  // "who hasn't filed ...": the filers are.
  if (!groupIsSubject(tokens, true) && !tokens.some((t) => t.text === 'who')) return false;
  const group = intent.groupBy[0];
  const counts = intent.measures.length === 1 && intent.measures[0]?.aggregate === 'count';
  if (!counts || intent.measures[0]?.filters) return false;
  let rewrote = false;
  tokens.forEach((token, i) => {
    const none = isNone(tokens, i);
    if (token.meaning.kind !== 'not' && !none) return;
    let k = i + 1;
    while (
      k < tokens.length &&
      (BETWEEN.has(tokens[k]?.meaning.kind ?? 'stop') || passes(tokens[k]))
    )
      k++;
    // "lines Harrowgate has never filed in", "lines where Harrowgate has zero filings" (twentieth
    // pass): nothing but filler after the negation; the value it denies is the one before it.
    const backward = k === tokens.length;
    if (backward) k = valueBefore(tokens, i);
    else if (none) return;
    const m = tokens[k]?.meaning;
    if (m?.kind === 'sign' && intent.conditions.length === 1) {
      intent.conditions = [
        noneOf({
          aggregate: 'count',
          metric: 'filings',
          conditions: [{ metric: 'rate_impact', op: m.sign === 'decrease' ? '<' : '>', value: 0 }],
        }),
      ];
      rewrote = true;
      return;
    }
    if (m?.kind !== 'value' || m.dimension === group) return;
    // "products where none of the filings was disapproved" (fifteenth pass): a word of absence
    // reaches the value through the filings, which left it out; the groups with none are meant.
    const source = intent.filters.get(m.dimension)?.includes(m.value)
      ? intent.filters
      : ABSENCE.test(token.text) && intent.exclusions.get(m.dimension)?.includes(m.value)
        ? intent.exclusions
        : undefined;
    const kept = source?.get(m.dimension);
    if (!source || !kept) return;
    // "Harrowgate states that Brightwater has not filed in": two names, one denied; not read.
    if (backward && kept.length !== 1) return;
    source.delete(m.dimension);
    const filters = new Map<ValueDimension, string[]>([[m.dimension, kept]]);
    intent.conditions.push(noneOf({ aggregate: 'count', metric: 'filings', filters }));
    rewrote = true;
  });
  return rewrote;
}
