import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type FilingAggregate, toFilingAggregate } from './filing-aggregate.ts';
import {
  type GroupDimension,
  type GroupedAggregate,
  groupFilingAggregates,
  rowsOfSet,
} from './group-filing-aggregates.ts';
import { type PeriodStats, toPeriodStats, toValueCounts, type ValueCount } from './period-stats.ts';

export type StateStats = { state: string; aggregate: FilingAggregate };

export type StateStatsResult = {
  states: StateStats[];
  total: FilingAggregate;
  trend: PeriodStats[];
  subTois: ValueCount[];
  dispositionStatuses: ValueCount[];
  filingTypes: ValueCount[];
};

/** The grouping sets of the state stats. */
export const STATE_STATS_SETS: readonly (readonly GroupDimension[])[] = [
  ['state'],
  ['month'],
  ['subToi'],
  ['dispositionStatus'],
  ['filingType'],
  [],
];

/**
 * Figures per state (ordered by state code), the total, the monthly trend and the sub-TOI,
 * status and filing-type mix of the filtered filings, from one scan.
 */
export async function getStateStats(
  db: Database,
  filters: FilingFilters,
): Promise<StateStatsResult> {
  return toStateStats(await groupFilingAggregates(db, filters, STATE_STATS_SETS));
}

/** The state stats of the grouped rows of STATE_STATS_SETS (from SQL or the memory store). */
export function toStateStats(rows: readonly GroupedAggregate[]): StateStatsResult {
  return {
    states: rowsOfSet(rows, ['state'])
      .map((r) => ({ state: r.keys.state ?? '', aggregate: r.aggregate }))
      .sort((a, b) => a.state.localeCompare(b.state)),
    total: rowsOfSet(rows, [])[0]?.aggregate ?? toFilingAggregate(undefined),
    trend: toPeriodStats(rowsOfSet(rows, ['month'])),
    subTois: toValueCounts(rowsOfSet(rows, ['subToi']), 'subToi'),
    dispositionStatuses: toValueCounts(rowsOfSet(rows, ['dispositionStatus']), 'dispositionStatus'),
    filingTypes: toValueCounts(rowsOfSet(rows, ['filingType']), 'filingType'),
  };
}
