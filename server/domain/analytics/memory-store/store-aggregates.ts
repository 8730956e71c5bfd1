import {
  type CarrierStatsResult,
  carrierStatsSets,
  toCarrierStats,
} from '#server/domain/analytics/get-carrier-stats.ts';
import {
  INDUSTRY_STATS_SETS,
  type IndustryStatsByRateImpact,
  toIndustryStats,
} from '#server/domain/analytics/get-industry-stats-by-rate-impact.ts';
import {
  STATE_STATS_SETS,
  type StateStatsResult,
  toStateStats,
} from '#server/domain/analytics/get-state-stats.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { storeGroupAggregates } from './store-group-aggregates.ts';

/** getCarrierStats over the store. */
export function storeCarrierStats(
  store: AnalyticsStore,
  filters: FilingFilters,
  includeStateBreakdown: boolean,
): CarrierStatsResult {
  return toCarrierStats(
    storeGroupAggregates(store, filters, carrierStatsSets(includeStateBreakdown)),
  );
}

/**
 * getStateStats over the store. The sub-TOI, status and filing-type mixes show counts only
 * (toValueCounts), so only their counts are computed.
 */
export function storeStateStats(store: AnalyticsStore, filters: FilingFilters): StateStatsResult {
  const levels = STATE_STATS_SETS.map((set) =>
    set.length === 1 &&
    (set[0] === 'subToi' || set[0] === 'dispositionStatus' || set[0] === 'filingType')
      ? ('counts' as const)
      : ('full' as const),
  );
  return toStateStats(storeGroupAggregates(store, filters, STATE_STATS_SETS, levels));
}

/** getIndustryStatsByRateImpact over the store (the total added up from the ranges). */
export function storeIndustryStats(
  store: AnalyticsStore,
  filters: FilingFilters,
): IndustryStatsByRateImpact {
  return toIndustryStats(storeGroupAggregates(store, filters, INDUSTRY_STATS_SETS));
}
