import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type FilingAggregate, toFilingAggregate } from './filing-aggregate.ts';
import type { StateStats } from './get-state-stats.ts';
import {
  type GroupDimension,
  type GroupedAggregate,
  groupFilingAggregates,
  rowsOfSet,
} from './group-filing-aggregates.ts';
import { type PeriodStats, toPeriodStats } from './period-stats.ts';

export type CarrierStats = { carrier: string; aggregate: FilingAggregate; states: StateStats[] };

export type CarrierStatsResult = {
  carriers: CarrierStats[];
  total: FilingAggregate;
  trend: PeriodStats[];
};

/** The grouping sets of the carrier stats: per carrier, per month, the total (and carrier × state). */
export function carrierStatsSets(includeStateBreakdown: boolean): GroupDimension[][] {
  const sets: GroupDimension[][] = [['carrier'], ['month'], []];
  if (includeStateBreakdown) sets.push(['carrier', 'state']);
  return sets;
}

/**
 * Figures per carrier group (largest written premium first), optionally broken down by state,
 * with the total and the monthly trend, from one scan.
 */
export async function getCarrierStats(
  db: Database,
  filters: FilingFilters,
  includeStateBreakdown: boolean,
): Promise<CarrierStatsResult> {
  return toCarrierStats(
    await groupFilingAggregates(db, filters, carrierStatsSets(includeStateBreakdown)),
  );
}

/** The carrier stats of the grouped rows of carrierStatsSets (from SQL or the memory store). */
export function toCarrierStats(rows: readonly GroupedAggregate[]): CarrierStatsResult {
  const statesByCarrier = new Map<string, StateStats[]>();
  for (const r of rowsOfSet(rows, ['carrier', 'state'])) {
    const carrier = r.keys.carrier ?? '';
    const list = statesByCarrier.get(carrier) ?? [];
    list.push({ state: r.keys.state ?? '', aggregate: r.aggregate });
    statesByCarrier.set(carrier, list);
  }
  const carriers = rowsOfSet(rows, ['carrier'])
    .map((r) => {
      const carrier = r.keys.carrier ?? '';
      const states = (statesByCarrier.get(carrier) ?? []).sort((a, b) =>
        a.state.localeCompare(b.state),
      );
      return { carrier, aggregate: r.aggregate, states };
    })
    .sort(
      (a, b) =>
        b.aggregate.totalWrittenPremiumForProgram - a.aggregate.totalWrittenPremiumForProgram ||
        a.carrier.localeCompare(b.carrier),
    );
  return {
    carriers,
    total: rowsOfSet(rows, [])[0]?.aggregate ?? toFilingAggregate(undefined),
    trend: toPeriodStats(rowsOfSet(rows, ['month'])),
  };
}
