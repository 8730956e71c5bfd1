import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';
import { isRosterDimension } from './roster-sql.ts';

/**
 * "What share of reviewers are Actuarial Analysts?", "actuarial analysts as a % of reviewers"
 * (issue 22, twenty-third pass): a share whose part is a reviewer title and whose whole is named
 * as the reviewers, with no filings said anywhere, is a share of the reviewers themselves (read
 * from the reviewers view, `reviewerShareSql`), not of the filings they were assigned. Marks the
 * share's measure as counting reviewers; returns the reviewer words it used (for the words left
 * over), or none when it does not apply.
 */
export function shareOfReviewers(tokens: readonly Token[], intent: Intent): string[] {
  const [measure, ...others] = intent.measures;
  if (others.length > 0 || measure?.aggregate !== 'share' || measure.dimension) return [];
  const share = intent.share;
  if (!share?.filters.has('reviewer_title') || share.conditions.length > 0 || share.of) return [];
  if ([...share.filters.keys()].some((d) => !isRosterDimension(d))) return [];
  if ([...intent.filters.keys()].some((d) => d !== 'state')) return [];
  // "share of texas reviewers who are ...": the reviewers named as the whole, not a row each.
  if (intent.groupBy.some((d) => d !== 'reviewer')) return [];
  if (intent.dates.length > 0 || intent.exclusions.size > 0) return [];
  if (tokens.some((t) => t.meaning.kind === 'metric' && t.meaning.metric === 'filings')) return [];
  const reviewers = tokens.filter(
    (t) =>
      t.meaning.kind === 'dimension' && t.meaning.dimension === 'reviewer' && !t.meaning.singular,
  );
  if (reviewers.length === 0) return [];
  measure.dimension = 'reviewer';
  intent.groupBy = [];
  return reviewers.map((t) => t.text);
}
