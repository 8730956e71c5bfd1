import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * Objection letters read from the letters themselves (query_views.objections) rather than from
 * their filings' counts (issue 22, fifth pass): a reviewer's letters are the letters the reviewer
 * wrote, a letter has a round and a date of its own.
 */

/** Verbs of sending a letter: with a period, they date objection letters by their own date. */
export const LETTER_VERBS = /^(sent|send|sends|issued|written|wrote|mailed)$/;

export function usesDaysToApproval(intent: Intent): boolean {
  return (
    intent.measures.some((m) => m.metric === 'days_to_approval') ||
    intent.conditions.some((x) => x.metric === 'days_to_approval') ||
    intent.order?.metric === 'days_to_approval' ||
    intent.order?.measure?.metric === 'days_to_approval'
  );
}

/** Whether the intent totals objection letters (and takes no other aggregate of them). */
export function countsLetters(intent: Intent): boolean {
  const letters = [
    ...intent.measures,
    ...intent.conditions.flatMap((x) => (x.measure ? [x.measure] : [])),
  ].filter((m) => m.metric === 'objection_count');
  return letters.length > 0 && letters.every((m) => m.aggregate === 'sum');
}

/** Verbs of reviewing: "letters on filings Kevin Wood reviewed" are not letters he wrote. */
const REVIEW_VERBS = /^(review|reviews|reviewed|reviewing|handled|handle|handles|assigned|worked)$/;

/**
 * Whether a question is about objection letters themselves (query_views.objections): a total of
 * objection letters asked per or for a reviewer (the letter's writer, unless the question says
 * the reviewer reviewed the filings), by round, or dated by the letters' own date ("sent in 2024").
 */
export function readsLetters(tokens: Token[], intent: Intent): boolean {
  if (!countsLetters(intent)) return false;
  const figures = [
    ...intent.measures,
    ...intent.conditions.flatMap((x) => (x.measure ? [x.measure] : [])),
  ];
  if (intent.dateField === 'objection_date' || intent.groupBy.includes('round')) return true;
  // "second-round letters" (twentieth pass): a round is the letters' own.
  if (intent.rounds) return true;
  const reviewer =
    intent.groupBy.includes('reviewer') ||
    intent.filters.has('reviewer') ||
    intent.exclusions.has('reviewer');
  const roleOrTitle =
    intent.filters.has('role') ||
    intent.filters.has('reviewer_title') ||
    intent.groupBy.includes('role') ||
    figures.some((m) => m.metric === 'reviews');
  return reviewer && !roleOrTitle && !tokens.some((t) => REVIEW_VERBS.test(t.text));
}
