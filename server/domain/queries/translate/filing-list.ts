import type { Intent } from './intent.ts';
import type { Dimension, Token } from './meaning.ts';

/** Dimensions a list of filings shows beside each filing. */
const LIST_COLUMNS: ReadonlySet<Dimension> = new Set<Dimension>([
  'carrier',
  'state',
  'product_name',
  'disposition_status',
]);

/** Words before a dimension that ask for one row per value. */
const GROUPING_WORD = /^(by|per|each|every|across|for each|for every)\b/;

/**
 * "List the condo filings and their carriers", "which filings revised the roof age factor, and
 * for which carrier?" (issue 22, tenth pass): the filings are what is listed, and the carrier is a
 * column of the list (it shows the carrier, state, product and status of each filing), not a
 * grouping with a count per carrier. Read so when the filings are named before the dimension,
 * nothing is counted, totalled or ranked, and no "by", "per" or "each" puts the dimension in a
 * grouping. Changes the intent in place and returns the tokens as the checks should see them (the
 * dimension's word is a column of the list), or undefined when it does not apply.
 */
export function filingsWithTheirColumn(
  tokens: readonly Token[],
  intent: Intent,
): Token[] | undefined {
  // "(show carrier and state)": every grouping a column of the list (eleventh pass).
  const dimensions = intent.groupBy;
  if (dimensions.length === 0 || dimensions.some((d) => !LIST_COLUMNS.has(d))) return undefined;
  if (intent.measures.some((m) => m.aggregate !== 'count' || m.metric !== 'filings' || m.filters))
    return undefined;
  if (intent.limit !== undefined || intent.order || intent.share || intent.over) return undefined;
  if (intent.conditions.some((c) => c.measure)) return undefined;
  const asks = new Set<Token['meaning']['kind']>([
    'count',
    'aggregate',
    'order',
    'distinct',
    'share',
  ]);
  if (tokens.some((t) => asks.has(t.meaning.kind))) return undefined;
  // "the Owner Occupied sub-TOI filings": a dimension naming the value before it is no noun.
  const namesValue = (t: Token, i: number): boolean => {
    const before = tokens[i - 1]?.meaning;
    return (
      t.meaning.kind === 'dimension' &&
      before?.kind === 'value' &&
      (before.dimension === t.meaning.dimension ||
        (t.meaning.dimension === 'sub_toi' && before.dimension === 'line_of_business'))
    );
  };
  const nouns = tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.meaning.kind === 'metric' || t.meaning.kind === 'dimension')
    .filter(({ t, i }) => !namesValue(t, i));
  // "carriers and filings where ...": the filings named beside the dimension, joined by "and".
  const [lead, next] = nouns;
  const joined =
    lead?.t.meaning.kind === 'dimension' &&
    next?.t.meaning.kind === 'metric' &&
    next.t.meaning.metric === 'filings' &&
    tokens.slice(lead.i + 1, next.i).some((t) => t.text === 'and');
  const first = joined ? next : nouns[0];
  if (first?.t.meaning.kind !== 'metric' || first.t.meaning.metric !== 'filings') return undefined;
  const places = nouns.filter(
    ({ t }) =>
      t.meaning.kind === 'dimension' && (dimensions as string[]).includes(t.meaning.dimension),
  );
  if (
    dimensions.some(
      (d) => !places.some(({ t }) => t.meaning.kind === 'dimension' && t.meaning.dimension === d),
    )
  )
    return undefined;
  if (!joined && places.some(({ i }) => i < first.i)) return undefined;
  if (places.length === 0) return undefined;
  for (const { i } of places) {
    if (GROUPING_WORD.test(tokens[i]?.text ?? '')) return undefined;
    for (let k = i - 1; k >= 0 && tokens[k]?.meaning.kind === 'stop'; k--)
      if (GROUPING_WORD.test(tokens[k]?.text ?? '')) return undefined;
  }
  intent.groupBy = [];
  intent.measures = [];
  const shown = new Set(places.map(({ t }) => t));
  return tokens.map((t) => (shown.has(t) ? { text: t.text, meaning: { kind: 'stop' } } : t));
}
