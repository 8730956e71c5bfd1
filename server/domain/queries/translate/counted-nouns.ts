import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/** Words that carry no noun: filler, names, "distinct" (nineteenth pass). */
const passed = (t: Token | undefined): boolean =>
  t !== undefined &&
  (t.meaning.kind === 'stop' ||
    t.meaning.kind === 'copula' ||
    t.meaning.kind === 'value' ||
    t.meaning.kind === 'distinct');

const isNoun = (t: Token | undefined): boolean =>
  t?.meaning.kind === 'dimension' || t?.meaning.kind === 'metric';

/**
 * The noun a count word counts: the first noun after it, past filler and names ("count of driver
 * age table rows"); or, when the count word ends the question ("driver age levels with ..., how
 * many"), the question's first noun.
 */
function countedNoun(tokens: readonly Token[]): Token | undefined {
  const at = tokens.findIndex((t) => t.meaning.kind === 'count');
  if (at < 0) return undefined;
  let k = at + 1;
  while (passed(tokens[k])) k++;
  if (isNoun(tokens[k])) return tokens[k];
  // "by number of withdrawals": the names after the count word are what it counts.
  if (k < tokens.length || tokens.slice(at + 1).some((t) => t.meaning.kind !== 'stop')) return;
  // "by filing count": the noun right before the count word.
  if (isNoun(tokens[at - 1])) return tokens[at - 1];
  // "which carriers ... and how many": the groups asked for, each with its count.
  const first = tokens.slice(0, at).findIndex(isNoun);
  if (tokens.slice(0, first).some((t) => t.meaning.kind === 'which')) return undefined;
  return tokens[first];
}

/** Rows of a table named as the thing counted, not the filings. */
const ROWS = /^(rows?|records?|entries|entry|lines)$/;

const countsFilings = (intent: Intent): boolean =>
  intent.measures.some((m) => m.aggregate === 'count' && m.metric === 'filings');

/**
 * What a count counts, when it is not the filings the reading counts (nineteenth pass): "how many
 * driver age levels ..." counted as filings per level, "count of driver age table rows whose new
 * relativity exceeds 2" counted as filings. A plural noun of a dimension the reading groups by, or
 * the rows of a table, is what the question counts; the filings may be fewer or more. Returns the
 * noun, for a warning.
 */
export function countedNounNotFilings(tokens: readonly Token[], intent: Intent): string[] {
  if (!countsFilings(intent)) return [];
  const noun = countedNoun(tokens);
  const m = noun?.meaning;
  if (!noun || !m) return [];
  if (m.kind === 'metric') return m.metric === 'filings' && ROWS.test(noun.text) ? [noun.text] : [];
  if (m.kind !== 'dimension' || m.singular) return [];
  return intent.groupBy.includes(m.dimension) ? [noun.text] : [];
}

/**
 * "sum of total filings by reviewer job title" (nineteenth pass): "sum" said of the filings adds
 * up a number each row holds (a reviewer's filings), which a count of the filings, each once, is
 * not when the rows share filings. Returns the word, for a warning, when the reading counts.
 */
export function sumOfFilings(tokens: readonly Token[], intent: Intent): string[] {
  if (!countsFilings(intent)) return [];
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.meaning.kind !== 'aggregate' || !/^sum\b/.test(t.text)) return;
    let k = i + 1;
    while (tokens[k]?.meaning.kind === 'aggregate' || passed(tokens[k])) k++;
    const noun = tokens[k]?.meaning;
    if (noun?.kind === 'metric' && noun.metric === 'filings') out.push(t.text);
  });
  return out;
}
