import type { ReviewerRoleFilter } from '#server/domain/analytics/analytics-request-schemas.ts';
import { toFilingAggregate } from '#server/domain/analytics/filing-aggregate.ts';
import type { ReviewerRateImpactStats } from '#server/domain/analytics/get-reviewer-stats-by-rate-impact.ts';
import {
  RATE_IMPACT_RANGES,
  toRateImpactBuckets,
} from '#server/domain/analytics/rate-impact-ranges.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { aggregateGroupings } from './aggregate-rows.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { planFilters } from './filter-plan.ts';
import { reviewerEntries } from './reviewer-entries.ts';
import { selectFilings } from './select-filings.ts';

/** The rate-impact ranges per reviewer. */
const RANGES = RATE_IMPACT_RANGES.length;

/**
 * getReviewerStatsByRateImpact over the store: reviewers with a review of the selected filings
 * in the role, most reviews first (then name in the database's collation, then id), one page of
 * them with their filings by rate-impact range and in total. Past the last page the total is 0,
 * as the SQL's (counted over the page's rows) is.
 */
export function storeReviewerStatsByRateImpact(
  store: AnalyticsStore,
  input: { filters: FilingFilters; role: ReviewerRoleFilter; page: PageRequest },
): { reviewers: ReviewerRateImpactStats[]; page: PageResult } {
  const { reviewers } = store;
  const selection = selectFilings(store, planFilters(store, input.filters));
  const entries = reviewerEntries(store, selection, input.role);
  const reviews = new Uint32Array(reviewers.count);
  for (const r of entries.reviewers) (reviews[r] as number) += 1;
  const ranked: number[] = [];
  for (let r = 0; r < reviewers.count; r++) if ((reviews[r] ?? 0) > 0) ranked.push(r);
  ranked.sort(
    (a, b) =>
      (reviews[b] ?? 0) - (reviews[a] ?? 0) ||
      (reviewers.nameRank[a] ?? 0) - (reviewers.nameRank[b] ?? 0) ||
      (reviewers.id[a] ?? 0) - (reviewers.id[b] ?? 0),
  );
  const offset = (input.page.page - 1) * input.page.pageSize;
  const page = ranked.slice(offset, offset + input.page.pageSize);
  if (page.length === 0) return { reviewers: [], page: pageResult(input.page, 0) };
  const position = new Int32Array(reviewers.count).fill(-1);
  page.forEach((r, p) => {
    position[r] = p;
  });
  const filings: number[] = [];
  const reviewersOf: number[] = [];
  for (let k = 0; k < entries.filings.length; k++) {
    const p = position[entries.reviewers[k] ?? 0] ?? -1;
    if (p < 0) continue;
    filings.push(entries.filings[k] ?? 0);
    reviewersOf.push(p);
  }
  // Per reviewer of the page and rate-impact range (bucket figures), and per reviewer (all).
  const byBucket = Uint32Array.from(
    filings,
    (i, k) => (reviewersOf[k] ?? 0) * RANGES + (store.filings.rateRange[i] ?? 2),
  );
  const [buckets = [], totals = []] = aggregateGroupings(store, filings, [
    { groups: byBucket, count: page.length * RANGES, level: 'buckets' },
    { groups: reviewersOf, count: page.length, level: 'full' },
  ]);
  return {
    reviewers: page.map((r, p) => ({
      name: reviewers.name[r] ?? '',
      state: reviewers.state[r] ?? '',
      buckets: toRateImpactBuckets(
        buckets.slice(p * RANGES, (p + 1) * RANGES).map((row, bucket) => ({ ...row, bucket })),
      ),
      aggregate: toFilingAggregate(totals[p]),
    })),
    page: pageResult(input.page, ranked.length),
  };
}
