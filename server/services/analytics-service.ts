import { Code } from '@connectrpc/connect';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import {
  analyticsFiltersRequestSchema,
  carrierStatsRequestSchema,
  factorBenchmarkRequestSchema,
  reviewerDaysRequestSchema,
  reviewerRoleSchema,
  reviewerStatsRequestSchema,
} from '#server/domain/analytics/analytics-request-schemas.ts';
import type { FilingAggregate } from '#server/domain/analytics/filing-aggregate.ts';
import { getCarrierStats } from '#server/domain/analytics/get-carrier-stats.ts';
import { getFactorBenchmark } from '#server/domain/analytics/get-factor-benchmark.ts';
import { getIndustryStatsByRateImpact } from '#server/domain/analytics/get-industry-stats-by-rate-impact.ts';
import { getReviewerDaysToApproval } from '#server/domain/analytics/get-reviewer-days-to-approval.ts';
import { getReviewerStatsByRateImpact } from '#server/domain/analytics/get-reviewer-stats-by-rate-impact.ts';
import { getStateStats } from '#server/domain/analytics/get-state-stats.ts';
import { listTopCarriers } from '#server/domain/analytics/list-top-carriers.ts';
import { listTopRatingFactors } from '#server/domain/analytics/list-top-rating-factors.ts';
import { listTopReviewers } from '#server/domain/analytics/list-top-reviewers.ts';
import { listTopUnderwritingCompanies } from '#server/domain/analytics/list-top-underwriting-companies.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import type { AnalyticsStoreMode } from '#server/domain/analytics/memory-store/analytics-store-mode.ts';
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
import type { PeriodStats } from '#server/domain/analytics/period-stats.ts';
import { topListQuerySchema } from '#server/domain/analytics/ranking.ts';
import type { RateImpactBucket } from '#server/domain/analytics/rate-impact-ranges.ts';
import { cachedByDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { todayIso } from '#server/domain/filings/took-effect.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { analyticsStoreLookup } from './analytics-store-lookup.ts';
import { toApiDate, toApiPagination } from './filing-service-mapping.ts';

export type AnalyticsServiceDeps = {
  getDatabase: () => Promise<Database>;
  /** The in-memory analytics store (ADR 030); default ANALYTICS_STORE. */
  analyticsStore?: AnalyticsStoreMode;
};

const toApiTrend = (trend: PeriodStats[]) =>
  trend.map((p) => ({ periodStart: toApiDate(p.periodStart), aggregate: p.aggregate }));

const toApiBuckets = (buckets: RateImpactBucket[]) =>
  buckets.map((b) => ({
    range: { minRateImpact: b.range.min, maxRateImpact: b.range.max, label: b.range.label },
    totalFilings: b.totalFilings,
    totalWrittenPremiumForProgram: b.totalWrittenPremiumForProgram,
    averageDaysToApproval: b.averageDaysToApproval,
  }));

const toApiStates = (states: { state: string; aggregate: FilingAggregate }[]) =>
  states.map((s) => ({ state: s.state, aggregate: s.aggregate }));

/**
 * AnalyticsService: validates requests, calls the analytics domain, maps results to messages.
 * Every result is kept per process while the filings data version is unchanged (ADR 007): the
 * aggregates scan the filtered filings, and analysts open the same views again and again. An
 * aggregate or top list is computed from the in-memory analytics store when the store holds
 * exactly the data version the call read, else from SQL (ADR 030): the same figures either way.
 */
export function createAnalyticsService(deps: AnalyticsServiceDeps): RpcServiceRegistration {
  const storeAt = analyticsStoreLookup(deps.analyticsStore);
  const cached = async <T>(
    kind: string,
    key: unknown,
    compute: (db: Database) => Promise<T>,
    fromStore?: (store: AnalyticsStore) => T,
  ) => {
    const db = await deps.getDatabase();
    return cachedByDataVersion(db, kind, key, async (version) => {
      const store = fromStore ? storeAt(db, version) : undefined;
      return store && fromStore ? fromStore(store) : compute(db);
    });
  };
  return defineRpcService(AnalyticsService, {
    async getCarrierStats(request) {
      const input = carrierStatsRequestSchema.parse(request);
      const result = await cached(
        'carrier-stats',
        input,
        (db) => getCarrierStats(db, input.filters, input.includeStateBreakdown),
        (store) => storeCarrierStats(store, input.filters, input.includeStateBreakdown),
      );
      return {
        carriers: result.carriers.map((c) => ({
          carrier: c.carrier,
          aggregate: c.aggregate,
          states: toApiStates(c.states),
        })),
        total: result.total,
        trend: toApiTrend(result.trend),
      };
    },

    async getStateStats(request) {
      const { filters } = analyticsFiltersRequestSchema.parse(request);
      const result = await cached(
        'state-stats',
        filters,
        (db) => getStateStats(db, filters),
        (store) => storeStateStats(store, filters),
      );
      return { ...result, states: toApiStates(result.states), trend: toApiTrend(result.trend) };
    },

    async getIndustryStatsByRateImpact(request) {
      const { filters } = analyticsFiltersRequestSchema.parse(request);
      const result = await cached(
        'industry-stats',
        filters,
        (db) => getIndustryStatsByRateImpact(db, filters),
        (store) => storeIndustryStats(store, filters),
      );
      return { buckets: toApiBuckets(result.buckets), total: result.total };
    },

    async getReviewerStatsByRateImpact(request) {
      const input = reviewerStatsRequestSchema.parse(request);
      const reviewerInput = { filters: input.filters, role: input.role, page: input.pagination };
      const result = await cached(
        'reviewer-stats',
        input,
        (db) => getReviewerStatsByRateImpact(db, reviewerInput),
        (store) => storeReviewerStatsByRateImpact(store, reviewerInput),
      );
      return {
        reviewers: result.reviewers.map((r) => ({ ...r, buckets: toApiBuckets(r.buckets) })),
        pagination: toApiPagination(result.page),
      };
    },

    async getReviewerDaysToApproval(request) {
      const input = reviewerDaysRequestSchema.parse(request);
      const daysInput = {
        filters: input.filters,
        role: input.role,
        sort: input.sort,
        page: input.pagination,
      };
      const result = await cached(
        'reviewer-days',
        input,
        (db) => getReviewerDaysToApproval(db, daysInput),
        (store) => storeReviewerDaysToApproval(store, daysInput),
      );
      return { reviewers: result.reviewers, pagination: toApiPagination(result.page) };
    },

    async listTopUnderwritingCompanies(request) {
      const query = topListQuerySchema.parse(request.query);
      const entries = await cached(
        'top-companies',
        query,
        (db) => listTopUnderwritingCompanies(db, query),
        (store) => storeTopUnderwritingCompanies(store, query),
      );
      return { entries };
    },

    async listTopCarriers(request) {
      const query = topListQuerySchema.parse(request.query);
      const entries = await cached(
        'top-carriers',
        query,
        (db) => listTopCarriers(db, query),
        (store) => storeTopCarriers(store, query),
      );
      return { entries };
    },

    async listTopReviewers(request) {
      const query = topListQuerySchema.parse(request.query);
      const role = reviewerRoleSchema.parse(request.role);
      const entries = await cached(
        'top-reviewers',
        { query, role },
        (db) => listTopReviewers(db, query, role),
        (store) => storeTopReviewers(store, query, role),
      );
      return { entries };
    },

    async listTopRatingFactors(request) {
      const query = topListQuerySchema.parse(request.query);
      const entries = await cached(
        'top-rating-factors',
        query,
        (db) => listTopRatingFactors(db, query),
        (store) => storeTopRatingFactors(store, query),
      );
      return { entries };
    },

    async getFactorBenchmark(request) {
      const input = factorBenchmarkRequestSchema.parse(request);
      const asOf = todayIso();
      const result = await cached('factor-benchmark', { input, asOf }, (db) =>
        getFactorBenchmark(db, input, asOf),
      );
      if ('unknown' in result)
        throw createRpcError(Code.InvalidArgument, result.message, {
          field: result.unknown,
          reason: 'INVALID_INPUT',
        });
      return {
        ...result,
        rows: result.rows.map((r) => ({
          ...r,
          effectiveDate: toApiDate(r.effectiveDate),
          revisions: r.revisions.map((v) => ({ ...v, effectiveDate: toApiDate(v.effectiveDate) })),
        })),
      };
    },
  });
}
