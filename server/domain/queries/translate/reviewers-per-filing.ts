import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

const isReviewers = (t: Token | undefined): boolean =>
  (t?.meaning.kind === 'dimension' && t.meaning.dimension === 'reviewer' && !t.meaning.singular) ||
  (t?.meaning.kind === 'metric' && t.meaning.metric === 'reviews');

/**
 * "Reviewers per filing in Utah", "average number of reviewers on a farm filing" (issue 22,
 * eleventh pass): the reviewer assignments over the filings that have them, one figure (or one
 * per group asked with "by"), not a count of filings per reviewer. Read when the reviewers (or
 * their assignments) are named and then "per filing", or an average is asked of them and one
 * filing follows. Changes the intent in place; true when it applied.
 */
export function reviewersPerFiling(tokens: readonly Token[], intent: Intent): boolean {
  const at = tokens.findIndex(isReviewers);
  if (at < 0) return false;
  const after = tokens.slice(at + 1);
  const perFiling = after.some((t) => t.meaning.kind === 'per-filing');
  const averaged =
    tokens
      .slice(0, at)
      .some((t) => t.meaning.kind === 'aggregate' && t.meaning.aggregate === 'avg') &&
    after.some(
      (t) =>
        t.meaning.kind === 'metric' && t.meaning.metric === 'filings' && /^filing$/.test(t.text),
    );
  if (!perFiling && !averaged) return false;
  if (intent.share || intent.over || intent.conditions.length > 0 || intent.limit !== undefined)
    return false;
  intent.groupBy = intent.groupBy.filter((d) => d !== 'reviewer');
  intent.measures = [{ aggregate: 'avg', metric: 'reviews' }];
  intent.order = undefined;
  return true;
}
