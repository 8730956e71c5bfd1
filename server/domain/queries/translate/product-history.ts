import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/** "product history", "rate history", "filing history". */
const HISTORY = /\bhistory\b/;
/** "over time", "through time": a trend. */
const OVER_TIME = /^(over|through) time$/;

/**
 * A product's history (issue 22, tenth pass): "the product history of Bayou State's Select
 * Homeowners", "Brightwater personal auto in AR over time". The history of one product is its
 * filings in the order they took effect, each with its rate impact (the product_history view holds
 * the filings of each segment), not one row per product segment or per year. A question that names
 * a history, or a trend over time of one carrier's product (the carrier and its state, line or
 * product named), is read as that list; with an aggregate ("the average rate impact in Veritas
 * Lane's Ohio product history") it is one figure over those filings. Changes the intent in place
 * and returns the question's tokens as the checks should see them (the history is the effective
 * date's order, the rate impact a column of the list), or undefined when the question names no
 * history.
 */
export function readProductHistory(tokens: readonly Token[], intent: Intent): Token[] | undefined {
  const words = tokens.map((t) => t.text);
  const history = words.some((w) => HISTORY.test(w));
  const overTime =
    words.some((w) => OVER_TIME.test(w)) ||
    words.some((w, i) => /^(over|through)$/.test(w) && words[i + 1] === 'time');
  const oneProduct =
    intent.filters.has('carrier') &&
    (intent.filters.has('state') ||
      intent.filters.has('product_name') ||
      intent.filters.has('line_of_business'));
  if (!(history || (overTime && oneProduct))) return undefined;
  if (!intent.filters.has('carrier') && !intent.filters.has('product_name'))
    return historyAsSource(tokens, intent);
  const asked = intent.groupBy.filter((d) => d !== 'segment' && d !== 'year');
  if (asked.length > 0 || intent.limit !== undefined) return undefined;
  const figure = tokens.some((t) => t.meaning.kind === 'aggregate' || t.meaning.kind === 'count');
  intent.groupBy = [];
  const seen = tokens.map((t): Token => {
    const m = t.meaning;
    const span = m.kind === 'dimension' && (m.dimension === 'segment' || m.dimension === 'year');
    return span
      ? { text: t.text, meaning: { kind: 'date-field', field: 'effective_date_new' } }
      : t;
  });
  if (figure && intent.measures.length > 0) return seen;
  intent.measures = [];
  intent.conditions = intent.conditions.filter((c) => !c.measure);
  // "effective rate changes over time": the changes that took effect.
  const effective = tokens.some(
    (t, i) =>
      t.meaning.kind === 'date-field' &&
      /^effective$/.test(t.text) &&
      tokens[i + 1]?.meaning.kind === 'metric',
  );
  if (effective && !intent.filters.has('took_effect')) intent.filters.set('took_effect', ['true']);
  intent.over = undefined;
  intent.dateField = 'effective_date_new';
  intent.order = { direction: 'asc', date: true };
  // The list shows each filing's rate impact: "with each rate impact", "rate changes over time".
  return seen.map((t) =>
    t.meaning.kind === 'metric' && t.meaning.metric === 'rate_impact'
      ? { text: t.text, meaning: { kind: 'stop' } }
      : t,
  );
}

/** Words before "the product history" that name it as where to look, not as rows. */
const SOURCE_WORD = /^(in|from|within|according to)$/;

/**
 * "In the product history, how many Prior Approval filings took effect?" (twentieth pass): with no
 * carrier or product named, "in the product history" says where the filings are looked up (the
 * history holds every filing once), not a row per product segment. The segment grouping the
 * phrase gave is dropped and the phrase read as a stop word, unless "by", "per" or "each" asks
 * for the segments. Returns the tokens as the checks should see them, or undefined.
 */
function historyAsSource(tokens: readonly Token[], intent: Intent): Token[] | undefined {
  const at = tokens.findIndex(
    (t) =>
      HISTORY.test(t.text) && t.meaning.kind === 'dimension' && t.meaning.dimension === 'segment',
  );
  if (at < 0 || !intent.groupBy.includes('segment')) return undefined;
  const others = tokens.some(
    (t, k) => k !== at && t.meaning.kind === 'dimension' && t.meaning.dimension === 'segment',
  );
  let k = at - 1;
  while (k >= 0 && tokens[k]?.meaning.kind === 'stop' && /^(the|a)$/.test(tokens[k]?.text ?? ''))
    k--;
  if (others || !SOURCE_WORD.test(tokens[k]?.text ?? '')) return undefined;
  intent.groupBy = intent.groupBy.filter((d) => d !== 'segment');
  return tokens.map((t, i) => (i === at ? { text: t.text, meaning: { kind: 'stop' } } : t));
}

/**
 * "Count the product segments Acme has filed over time": a count of different values with "over
 * time" asks how many there have been in all, not how many per year (issue 22, tenth pass). The
 * year grouping that "over time" gave is dropped when no word asks for years ("by year", "per
 * year", "each year"). Changes the intent in place and returns the tokens as the checks should
 * see them ("over time" read as "in all"), or undefined when it does not apply.
 */
export function distinctCountOverTime(
  tokens: readonly Token[],
  intent: Intent,
): Token[] | undefined {
  if (intent.groupBy.length !== 1 || intent.groupBy[0] !== 'year') return undefined;
  if (intent.measures.length === 0) return undefined;
  if (!intent.measures.every((m) => m.aggregate === 'distinct')) return undefined;
  const years = tokens.filter(
    (t) => t.meaning.kind === 'dimension' && t.meaning.dimension === 'year',
  );
  if (years.length === 0 || !years.every((t) => OVER_TIME.test(t.text))) return undefined;
  intent.groupBy = [];
  return tokens.map((t) => (years.includes(t) ? { text: t.text, meaning: { kind: 'stop' } } : t));
}
