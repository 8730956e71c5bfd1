import type { Dimension, Token, ValueDimension } from './meaning.ts';

/**
 * The shape of a question as its placed phrases give it (issue 22, fifth pass): who the subject
 * is, which values are one set, and what a trailing "how many" counts. Read before the intent is
 * built (interpret-tokens.ts).
 */

const TIME_DIMENSIONS = new Set<Dimension>(['year', 'quarter', 'month']);

/**
 * Whether the question is about groups: it opens with a plural dimension ("carriers with ..."),
 * "which" or "any" and a dimension ("which state has ..."); with `namesBefore`, also when names
 * qualify the group's noun ("which homeowners products", "Texas carriers": fifteenth pass).
 */
export function groupIsSubject(tokens: Token[], namesBefore = false): boolean {
  const first = tokens.findIndex((t) => t.meaning.kind !== 'stop');
  const lead = tokens[first]?.meaning;
  let at = lead?.kind === 'which' ? first + 1 : first;
  while (namesBefore && tokens[at]?.meaning.kind === 'value') at++;
  const group = tokens[at]?.meaning;
  if (group?.kind !== 'dimension' || TIME_DIMENSIONS.has(group.dimension)) return false;
  // "Any line of business that never filed a cut?" (twentieth pass): "any" opens a "which".
  const anyLead = first > 0 && tokens[first - 1]?.text === 'any';
  return lead?.kind === 'which' || anyLead || !group.singular;
}

/**
 * "product histories broken out by line - how many", "carriers in Ohio, how many?": a count
 * word at the end of a question that names no figure counts the plural dimension named first
 * (its distinct values), not the filings of each value. Moves the count before that dimension.
 */
export function countTrailingDimension(tokens: Token[], grouping: Set<Token>): void {
  const isLink = (t: Token) =>
    t.meaning.kind === 'stop' ||
    t.meaning.kind === 'copula' ||
    (t.meaning.kind === 'range' && t.meaning.word === 'and');
  let last = tokens.length - 1;
  while (last >= 0 && tokens[last] && isLink(tokens[last] as Token)) last--;
  const count = tokens[last];
  if (count?.meaning.kind !== 'count' || tokens.some((t) => t.meaning.kind === 'metric')) return;
  const first = tokens.findIndex(
    (t, i) =>
      i < last &&
      t.meaning.kind === 'dimension' &&
      !t.meaning.singular &&
      !TIME_DIMENSIONS.has(t.meaning.dimension) &&
      !grouping.has(t) &&
      tokens[i - 1]?.meaning.kind !== 'which',
  );
  if (first < 0) return;
  tokens.splice(last, 1);
  tokens.splice(first, 0, count);
}

/**
 * Dimensions whose values are joined by "or", "plus" or "nor" ("disapproved or withdrawn",
 * "CA plus TX"): one set of filings, one figure, not one row per value.
 */
export function unionDimensions(tokens: Token[]): Set<ValueDimension> {
  const out = new Set<ValueDimension>();
  const filler = (t: Token | undefined) =>
    t?.meaning.kind === 'stop' && /^(the|a|an|either|neither|,)$/.test(t.text);
  tokens.forEach((t, i) => {
    if (t.meaning.kind !== 'stop' || !/^(or|plus|nor)$/.test(t.text)) return;
    let a = i - 1;
    while (filler(tokens[a])) a--;
    let b = i + 1;
    while (filler(tokens[b])) b++;
    const left = tokens[a]?.meaning;
    const right = tokens[b]?.meaning;
    if (left?.kind === 'value' && right?.kind === 'value' && left.dimension === right.dimension)
      out.add(left.dimension);
  });
  return out;
}
