import type { ReviewerRoleFilter } from '#server/domain/analytics/analytics-request-schemas.ts';
import type { AnalyticsStore } from './analytics-store.ts';

/**
 * reviewerFilingsSource in memory: one entry per (reviewer, selected filing) review in the role
 * ('any': both), as parallel columns of filings and reviewers.
 */
export function reviewerEntries(
  store: AnalyticsStore,
  selection: Uint32Array,
  role: ReviewerRoleFilter,
): { filings: Uint32Array; reviewers: Uint32Array } {
  const { start, reviewer, primary } = store.assignments;
  const wanted = role === 'primary' ? 1 : 0;
  const any = role === 'any';
  let n = 0;
  for (const i of selection) {
    const to = start[i + 1] ?? 0;
    for (let at = start[i] ?? 0; at < to; at++) if (any || primary[at] === wanted) n++;
  }
  const filings = new Uint32Array(n);
  const reviewers = new Uint32Array(n);
  let k = 0;
  for (const i of selection) {
    const to = start[i + 1] ?? 0;
    for (let at = start[i] ?? 0; at < to; at++) {
      if (!any && primary[at] !== wanted) continue;
      filings[k] = i;
      reviewers[k] = reviewer[at] ?? 0;
      k++;
    }
  }
  return { filings, reviewers };
}
