import type { Random } from '#server/data/prng.ts';
import type { Database } from '#server/db/connection.ts';
import {
  REVIEWER_DAYS_SORT_FIELDS,
  type ReviewerRoleFilter,
} from '#server/domain/analytics/analytics-request-schemas.ts';
import { getCarrierStats } from '#server/domain/analytics/get-carrier-stats.ts';
import { getIndustryStatsByRateImpact } from '#server/domain/analytics/get-industry-stats-by-rate-impact.ts';
import { getReviewerDaysToApproval } from '#server/domain/analytics/get-reviewer-days-to-approval.ts';
import { getReviewerStatsByRateImpact } from '#server/domain/analytics/get-reviewer-stats-by-rate-impact.ts';
import { getStateStats } from '#server/domain/analytics/get-state-stats.ts';
import { listTopCarriers } from '#server/domain/analytics/list-top-carriers.ts';
import { listTopRatingFactors } from '#server/domain/analytics/list-top-rating-factors.ts';
import { listTopReviewers } from '#server/domain/analytics/list-top-reviewers.ts';
import { listTopUnderwritingCompanies } from '#server/domain/analytics/list-top-underwriting-companies.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import {
  storeCarrierStats,
  storeIndustryStats,
  storeStateStats,
} from '#server/domain/analytics/memory-store/store-aggregates.ts';
import { storeReviewerDaysToApproval } from '#server/domain/analytics/memory-store/store-reviewer-days.ts';
import { storeReviewerStatsByRateImpact } from '#server/domain/analytics/memory-store/store-reviewer-stats.ts';
import {
  storeTopCarriers,
  storeTopRatingFactors,
  storeTopReviewers,
  storeTopUnderwritingCompanies,
} from '#server/domain/analytics/memory-store/store-top-lists.ts';
import { RANKING_METRICS, type TopListQuery } from '#server/domain/analytics/ranking.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { PageRequest } from '#server/domain/filings/page-request.ts';

/** How a case varies besides the filters: ranking, role, sort and page. */
export type CaseOptions = {
  metric: TopListQuery['metric'];
  ascending: boolean;
  limit: number;
  minFilings: number;
  role: ReviewerRoleFilter;
  sort: { field: (typeof REVIEWER_DAYS_SORT_FIELDS)[number]; ascending: boolean };
  page: PageRequest;
};

export const DEFAULT_CASE_OPTIONS: CaseOptions = {
  metric: 'total_filings',
  ascending: false,
  limit: 10,
  minFilings: 5,
  role: 'any',
  sort: { field: 'average_days_to_approval', ascending: false },
  page: { page: 1, pageSize: 10 },
};

/** Options as a population of analysts would vary them (every metric, role, sort; deep pages). */
export function randomCaseOptions(rng: Random): CaseOptions {
  return {
    metric: rng.pick(RANKING_METRICS),
    ascending: rng.chance(0.3),
    limit: rng.pick([5, 10, 25, 100]),
    minFilings: rng.pick([1, 2, 5, 20]),
    role: rng.pick(['any', 'primary', 'secondary'] as const),
    sort: { field: rng.pick(REVIEWER_DAYS_SORT_FIELDS), ascending: rng.chance(0.5) },
    page: {
      page: rng.weighted([
        [1, 6],
        [2, 2],
        [rng.int(3, 40), 2],
      ] as const),
      pageSize: rng.pick([5, 10, 25]),
    },
  };
}

/** One aggregate or top list, from SQL (the domain function) and from the store. */
export type AnalyticsCase = {
  name: string;
  sql: (db: Database, filters: FilingFilters, o: CaseOptions) => Promise<unknown>;
  store: (store: AnalyticsStore, filters: FilingFilters, o: CaseOptions) => unknown;
};

const topQuery = (filters: FilingFilters, o: CaseOptions): TopListQuery => ({
  filters,
  metric: o.metric,
  ascending: o.ascending,
  limit: o.limit,
  minFilings: o.minFilings,
});

/** Every aggregate, top list and reviewer stat the store answers. */
export const ANALYTICS_CASES: readonly AnalyticsCase[] = [
  {
    name: 'carrier stats with state breakdown',
    sql: (db, f) => getCarrierStats(db, f, true),
    store: (s, f) => storeCarrierStats(s, f, true),
  },
  {
    name: 'carrier stats',
    sql: (db, f) => getCarrierStats(db, f, false),
    store: (s, f) => storeCarrierStats(s, f, false),
  },
  { name: 'state stats', sql: getStateStats, store: storeStateStats },
  { name: 'industry stats', sql: getIndustryStatsByRateImpact, store: storeIndustryStats },
  {
    name: 'reviewer stats by rate impact',
    sql: (db, filters, o) =>
      getReviewerStatsByRateImpact(db, { filters, role: o.role, page: o.page }),
    store: (s, filters, o) =>
      storeReviewerStatsByRateImpact(s, { filters, role: o.role, page: o.page }),
  },
  {
    name: 'reviewer days to approval',
    sql: (db, filters, o) =>
      getReviewerDaysToApproval(db, { filters, role: o.role, sort: o.sort, page: o.page }),
    store: (s, filters, o) =>
      storeReviewerDaysToApproval(s, { filters, role: o.role, sort: o.sort, page: o.page }),
  },
  {
    name: 'top carriers',
    sql: (db, f, o) => listTopCarriers(db, topQuery(f, o)),
    store: (s, f, o) => storeTopCarriers(s, topQuery(f, o)),
  },
  {
    name: 'top underwriting companies',
    sql: (db, f, o) => listTopUnderwritingCompanies(db, topQuery(f, o)),
    store: (s, f, o) => storeTopUnderwritingCompanies(s, topQuery(f, o)),
  },
  {
    name: 'top reviewers',
    sql: (db, f, o) => listTopReviewers(db, topQuery(f, o), o.role),
    store: (s, f, o) => storeTopReviewers(s, topQuery(f, o), o.role),
  },
  {
    name: 'top rating factors',
    sql: (db, f, o) => listTopRatingFactors(db, topQuery(f, o)),
    store: (s, f, o) => storeTopRatingFactors(s, topQuery(f, o)),
  },
];
