import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * Checks of whom or what the answer's rows are about against what the question asks about (issue
 * 22, thirteenth pass), judged by the reading's shape, not by any split's wordings: "who" with a
 * verb of reviewing asks for reviewers; people counted (staff, examiners) are not filings; a year
 * word that describes a figure ("annual premium") is not a row per year. Each returns what it
 * found, for a warning (parse-question.ts).
 */

/** Verbs whose subject is a reviewer at a department, not a carrier. */
const REVIEWING = /^(review|reviews|reviewed|reviewing|examine|examines|examined|examining)$/;
const PERSON_DIMENSIONS: readonly string[] = ['reviewer', 'reviewer_title', 'role'];

/**
 * "who has examined the most filings", "who reviewed at least 8 filings": the rows must be per
 * reviewer, but the reading gave them per carrier (or another dimension). Returns "who" and the
 * verb.
 */
export function whoReviewedNotPerReviewer(tokens: Token[], intent: Intent): string[] {
  const who = tokens.find((t) => t.meaning.kind === 'which' && t.text === 'who');
  const verb = tokens.find((t) => REVIEWING.test(t.text));
  if (!who || !verb || intent.groupBy.length === 0) return [];
  if (intent.groupBy.some((d) => PERSON_DIMENSIONS.includes(d))) return [];
  return [`${who.text} ... ${verb.text}`];
}

/** Nouns for the people at a department, which a count of filings does not count. */
const PEOPLE =
  /^(staff|staffers|employees|personnel|people|examiners|reviewers|analysts|actuaries|officers|members)$/;

/**
 * "department staff by title", "how many examiners per state": the question counts people, but
 * the reading counts filings, and the question names no filing. Returns the people's noun.
 */
export function peopleCountedAsFilings(tokens: Token[], intent: Intent): string[] {
  const counted = intent.measures.some((m) => m.aggregate === 'count' && m.metric === 'filings');
  if (!counted) return [];
  if (tokens.some((t) => t.meaning.kind === 'metric')) return [];
  return tokens.filter((t) => PEOPLE.test(t.text)).map((t) => t.text);
}

/** Words that describe a figure as yearly ("annual written premium") when said before it. */
const YEARLY = /^(annual|annually|yearly|annualized|annualised)$/;

/**
 * "the top four filings by annual written premium": a yearly word before a figure describes the
 * figure, yet the reading gave a row per year (and the filings asked for are gone). Returns the
 * word, when no other word in the question asks for years as rows.
 */
export function yearlyFigureReadAsYears(tokens: Token[], intent: Intent): string[] {
  if (!intent.groupBy.includes('year')) return [];
  const out: string[] = [];
  let otherYearRows = false;
  tokens.forEach((t, i) => {
    if (t.meaning.kind !== 'dimension' || t.meaning.dimension !== 'year') return;
    if (YEARLY.test(t.text) && tokens[i + 1]?.meaning.kind === 'metric') out.push(t.text);
    else otherYearRows = true;
  });
  return otherYearRows ? [] : out;
}

/** Words before a dimension that ask for one row per value. */
const GROUPING = /^(by|per|each|every|across|for each|for every)$/;

/**
 * "which Ohio filings have the biggest programs by written premium": "which" asks for filings
 * (named right after it, past names and filler), but the reading gave a row per product (or
 * another dimension) that no grouping word asks for. Returns "which ... filings".
 */
export function whichFilingsGivenGroups(tokens: Token[], intent: Intent): string[] {
  if (intent.groupBy.length === 0) return [];
  const at = tokens.findIndex((t) => t.meaning.kind === 'which');
  if (at < 0) return [];
  const noun = tokens
    .slice(at + 1)
    .find((t) => t.meaning.kind !== 'value' && t.meaning.kind !== 'stop');
  if (noun?.meaning.kind !== 'metric' || noun.meaning.metric !== 'filings') return [];
  const asked = tokens.some(
    (t, i) =>
      t.meaning.kind === 'dimension' &&
      (GROUPING.test(tokens[i - 1]?.text ?? '') || GROUPING.test(t.text.split(' ')[0] ?? '')),
  );
  return asked ? [] : [`${tokens[at]?.text ?? 'which'} ... ${noun.text}`];
}
