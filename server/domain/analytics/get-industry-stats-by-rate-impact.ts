import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type FilingAggregate, toFilingAggregate } from './filing-aggregate.ts';
import {
  type GroupDimension,
  type GroupedAggregate,
  groupFilingAggregates,
  rowsOfSet,
} from './group-filing-aggregates.ts';
import { type RateImpactBucket, toRateImpactBuckets } from './rate-impact-ranges.ts';

export type IndustryStatsByRateImpact = { buckets: RateImpactBucket[]; total: FilingAggregate };

/** The grouping sets of the industry stats: per rate-impact range and the total. */
export const INDUSTRY_STATS_SETS: readonly (readonly GroupDimension[])[] = [
  ['rateImpactRange'],
  [],
];

/** The filtered filings by rate-impact range (every range, lowest first) and their total. */
export async function getIndustryStatsByRateImpact(
  db: Database,
  filters: FilingFilters,
): Promise<IndustryStatsByRateImpact> {
  return toIndustryStats(await groupFilingAggregates(db, filters, INDUSTRY_STATS_SETS));
}

/** The industry stats of the grouped rows of INDUSTRY_STATS_SETS (from SQL or the memory store). */
export function toIndustryStats(rows: readonly GroupedAggregate[]): IndustryStatsByRateImpact {
  const buckets = toRateImpactBuckets(
    rowsOfSet(rows, ['rateImpactRange']).map((r) => ({
      bucket: Number(r.keys.rateImpactRange),
      total_filings: r.aggregate.totalFilings,
      total_written_premium_for_program: r.aggregate.totalWrittenPremiumForProgram,
      average_days_to_approval: r.aggregate.averageDaysToApproval,
    })),
  );
  return { buckets, total: rowsOfSet(rows, [])[0]?.aggregate ?? toFilingAggregate(undefined) };
}
