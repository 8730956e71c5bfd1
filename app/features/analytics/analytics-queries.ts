import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilingFiltersInit } from '#app/features/filings/filings-request.ts';
import { namesNothing } from '#app/lib/errors/names-nothing.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';

const keep = { placeholderData: keepPreviousData } as const;

export function stateStatsQueryOptions(rpc: RpcClients, filters: FilingFiltersInit) {
  return queryOptions({
    queryKey: ['analytics', 'state-stats', filters],
    queryFn: ({ signal }) => rpc.analytics.getStateStats({ filters }, { signal }),
    ...keep,
  });
}

export function carrierStatsQueryOptions(
  rpc: RpcClients,
  filters: FilingFiltersInit,
  includeStateBreakdown = false,
) {
  return queryOptions({
    queryKey: ['analytics', 'carrier-stats', filters, includeStateBreakdown],
    queryFn: ({ signal }) =>
      rpc.analytics.getCarrierStats({ filters, includeStateBreakdown }, { signal }),
    ...keep,
  });
}

export function industryByRateImpactQueryOptions(rpc: RpcClients, filters: FilingFiltersInit) {
  return queryOptions({
    queryKey: ['analytics', 'industry-rate-impact', filters],
    queryFn: ({ signal }) => rpc.analytics.getIndustryStatsByRateImpact({ filters }, { signal }),
    ...keep,
  });
}

export type TopListKind = 'carriers' | 'companies' | 'reviewers' | 'ratingFactors';

export function topListQueryOptions(
  rpc: RpcClients,
  kind: TopListKind,
  filters: FilingFiltersInit,
  metric: RankingMetric,
  limit = 10,
  minFilings = 0,
) {
  const query = { filters, metric, limit, minFilings };
  return queryOptions({
    queryKey: ['analytics', 'top', kind, filters, metric, limit, minFilings],
    queryFn: async ({ signal }) => {
      const options = { signal };
      if (kind === 'carriers')
        return (await rpc.analytics.listTopCarriers({ query }, options)).entries;
      if (kind === 'companies')
        return (await rpc.analytics.listTopUnderwritingCompanies({ query }, options)).entries;
      if (kind === 'reviewers')
        return (await rpc.analytics.listTopReviewers({ query }, options)).entries;
      return (await rpc.analytics.listTopRatingFactors({ query }, options)).entries;
    },
    ...keep,
  });
}

export function reviewerStatsQueryOptions(rpc: RpcClients, filters: FilingFiltersInit, page = 1) {
  return queryOptions({
    queryKey: ['analytics', 'reviewer-stats', filters, page],
    queryFn: ({ signal }) =>
      rpc.analytics.getReviewerStatsByRateImpact(
        { filters, pagination: { page, pageSize: 15 } },
        { signal },
      ),
    ...keep,
  });
}

/**
 * A reviewer's details; `reviewer` is undefined when the URL names no such reviewer (the api's
 * NOT_FOUND or, for a malformed name, INVALID_ARGUMENT), so the page says so instead of failing.
 */
export function reviewerDetailsQueryOptions(rpc: RpcClients, name: string, state: string) {
  return queryOptions({
    queryKey: ['reviewers', 'details', name, state],
    queryFn: async ({ signal }) => {
      try {
        const { reviewer, recentReviews } = await rpc.reviewers.getReviewerDetails(
          { name, state },
          { signal },
        );
        return { reviewer, recentReviews };
      } catch (error) {
        if (namesNothing(error)) return { reviewer: undefined, recentReviews: [] };
        throw error;
      }
    },
  });
}
