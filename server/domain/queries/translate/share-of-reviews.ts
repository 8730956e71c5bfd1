import type { Intent } from './intent.ts';
import type { Metric, Token, ValueDimension } from './meaning.ts';

/** What a review assignment itself holds: its role, its reviewer and the reviewer's title. */
const REVIEW_PARTS = new Set<ValueDimension>(['role', 'reviewer', 'reviewer_title']);

/**
 * "What share of Texas review assignments are secondary?", "percentage of reviews where the
 * reviewer is secondary" (twentieth pass): a share said of the review assignments, whose part is
 * a role, reviewer or title of the assignment, is the part of the assignments (the rows of
 * reviews), not of the filings that have one: a filing with a primary and a secondary reviewer
 * counts on both sides. Read when the assignments' noun follows the share word (past filler and
 * names) and the part names only what an assignment holds. A share of a coverage's base rates
 * whose part is their change is read the same way, on the base rate rows. Sets `share.of`; true
 * when it applied.
 */
export function shareOfReviews(tokens: readonly Token[], intent: Intent): boolean {
  const share = intent.share;
  if (!share || share.of || !intent.measures.some((m) => m.aggregate === 'share')) return false;
  const noun = nounOfShare(tokens);
  if (noun === 'reviews') {
    if (share.conditions.length > 0 || share.filters.size === 0) return false;
    if (![...share.filters.keys()].every((d) => REVIEW_PARTS.has(d))) return false;
    share.of = 'reviews';
    intent.measures = intent.measures.filter((m) => m.metric !== 'reviews');
    return true;
  }
  // "what percentage of Collision base rates went down": of the base rate rows (each coverage of
  // a filing), when the part is their change.
  if (noun !== 'base_rate' && noun !== 'base_rate_change') return false;
  if (share.filters.size > 0 || share.conditions.length === 0) return false;
  if (!share.conditions.every((c) => c.metric === 'base_rate_change' && !c.measure && !c.against))
    return false;
  share.of = 'base_rate_change';
  return true;
}

/** The figure said right after the share word, past filler and names. */
function nounOfShare(tokens: readonly Token[]): Metric | undefined {
  const at = tokens.findIndex((t) => t.meaning.kind === 'share');
  if (at < 0) return undefined;
  let k = at + 1;
  while (['stop', 'copula', 'value'].includes(tokens[k]?.meaning.kind ?? '')) k++;
  const noun = tokens[k]?.meaning;
  return noun?.kind === 'metric' ? noun.metric : undefined;
}
