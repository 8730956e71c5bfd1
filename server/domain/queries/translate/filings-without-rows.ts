import type { Intent, PlanTable } from './intent.ts';
import type { Meaning, Metric, Token } from './meaning.ts';

/** Figures and groupings of each plan table, as the question names the table's rows. */
const TABLE_OF_METRIC: Partial<Record<Metric, PlanTable>> = {
  factor_change: 'rating_factors',
  base_rate: 'base_rates',
  base_rate_change: 'base_rates',
};

/** The plan table a token names: "rating factor", "factor changes", "base rates". */
export function planTableOf(m: Meaning | undefined): PlanTable | undefined {
  if (m?.kind === 'dimension' && m.dimension === 'factor') return 'rating_factors';
  if (m?.kind === 'metric') return TABLE_OF_METRIC[m.metric];
  return undefined;
}

/** Values that name which rows of a plan table are meant ("no Driver Age factor changes"). */
const PLAN_VALUES = new Set<string>(['factor', 'factor_level', 'coverage']);

/** What may close the question after the table's noun: filler, "rows", a count word. */
const closing = (t: Token): boolean =>
  t.meaning.kind === 'stop' ||
  t.meaning.kind === 'count' ||
  t.meaning.kind === 'range' ||
  (t.meaning.kind === 'metric' && t.meaning.metric === 'filings');

/**
 * Filings said to have no rows of a plan table ("how many filings didn't change any rating
 * factor", "number of filings with no rating factor changes", "homeowners filings lacking base
 * rates", seventeenth pass): a negation right after the filings noun (past filler and a verb)
 * reaches the table's noun, and nothing after it names which rows (no value, no threshold, no
 * grouping word). Read otherwise, the negation was left unused and the table's figure averaged or
 * its rows grouped over the filings that do have rows. Rewrites the intent to count or list the
 * filings with `not exists` a row, and returns the words it used (to leave the unused list).
 */
export function filingsWithoutRows(tokens: readonly Token[], intent: Intent): string[] {
  if (intent.conditions.length > 0 || intent.share || intent.over) return [];
  const countsFilings = (m: Intent['measures'][number]) =>
    m.aggregate === 'count' && m.metric === 'filings' && !m.filters && !m.conditions;
  if (intent.measures.some((m) => !countsFilings(m) && tableOfMeasure(m) === undefined)) return [];
  const not = negationAfterFilings(tokens);
  if (not < 0) return [];
  let j = not + 1;
  while (tokens[j]?.meaning.kind === 'stop') j++;
  const table = planTableOf(tokens[j]?.meaning);
  if (!table) return [];
  const used = [tokens[j]?.text ?? ''];
  // "no rating factor changes": the factor and its change name the same rows.
  let end = j + 1;
  while (planTableOf(tokens[end]?.meaning) === table) used.push(tokens[end++]?.text ?? '');
  if (!tokens.slice(end).every(closing)) return [];
  if (tokens.some((t) => t.meaning.kind === 'value' && PLAN_VALUES.has(t.meaning.dimension)))
    return [];
  intent.measures = intent.measures.filter((m) => tableOfMeasure(m) === undefined);
  intent.groupBy = intent.groupBy.filter((d) => d !== 'factor' && d !== 'level');
  intent.without = table;
  return ['not', ...used];
}

/**
 * The index of the question's first negation when it comes right after the filings noun (past
 * filler: "filings that did not ...", "filings with no ..."), or -1. The sequence may hold words
 * the vocabulary does not know (strings), which are neither.
 */
function negationAfterFilings(sequence: readonly (Token | string)[]): number {
  const not = sequence.findIndex((p) => typeof p !== 'string' && p.meaning.kind === 'not');
  if (not < 1) return -1;
  let k = not - 1;
  while (k > 0) {
    const p = sequence[k];
    if (typeof p === 'string' || p?.meaning.kind !== 'stop') break;
    k--;
  }
  const noun = sequence[k];
  const isFilings =
    typeof noun !== 'string' &&
    noun?.meaning.kind === 'metric' &&
    noun.meaning.metric === 'filings';
  return isFilings ? not : -1;
}

/** A measure's table, by its figure. */
function tableOfMeasure(m: { metric: Metric }): PlanTable | undefined {
  return TABLE_OF_METRIC[m.metric];
}

/** Words that name the supplemental metrics, as a question says them. */
const SUPPLEMENTAL = /^(supplemental|supplementary)$/i;
/** Other words of the phrase: "actuarial support figures", "supplemental metrics data". */
const SUPPLEMENTAL_FILLER = /^(actuarial|support|supporting)$/i;

/**
 * Filings said to have no supplemental metrics ("PPA filings with no supplemental metrics",
 * "filings lacking supplemental data", "no actuarial support figures (supplemental metrics)",
 * twentieth pass): the filings with no row of supplemental_metrics. The words are none of the
 * vocabulary's, so they are read from the question's sequence: a negation right after the
 * filings noun (past filler), then only the table's words, filler and a count word to the end.
 * Sets `without` and returns the words it used (to leave the unplaced and unused lists), or [].
 */
export function filingsWithoutSupplemental(
  sequence: readonly (Token | string)[],
  intent: Intent,
): string[] {
  if (intent.conditions.length > 0 || intent.share || intent.over || intent.without) return [];
  if (intent.groupBy.length > 0) return [];
  if (
    !intent.measures.every((m) => m.aggregate === 'count' && m.metric === 'filings' && !m.filters)
  )
    return [];
  const not = negationAfterFilings(sequence);
  if (not < 0) return [];
  const rest = sequence.slice(not + 1);
  const words = rest.filter((p): p is string => typeof p === 'string');
  if (!words.some((w) => SUPPLEMENTAL.test(w))) return [];
  if (!words.every((w) => SUPPLEMENTAL.test(w) || SUPPLEMENTAL_FILLER.test(w))) return [];
  if (!rest.every((p) => typeof p === 'string' || closing(p))) return [];
  intent.without = 'supplemental_metrics';
  const negation = sequence[not];
  return [typeof negation === 'string' ? negation : 'not', ...words];
}
