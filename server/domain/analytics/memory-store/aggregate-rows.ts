import type { FilingAggregateRow } from '#server/domain/analytics/filing-aggregate.ts';
import {
  accumulateGroupings,
  type Grouping,
  type GroupTotals,
  S,
  SLOTS,
} from './aggregate-totals.ts';
import { type AnalyticsStore, FLAG } from './analytics-store.ts';
import { histogramMedian } from './day-histograms.ts';
import { medianOfSorted, sortedSegments } from './medians.ts';

/**
 * The entries a grouping's totals were taken over, to sort for medians without a histogram
 * (their groups made only when needed).
 */
type Entries = { filings: ArrayLike<number>; groups: () => ArrayLike<number> };

/**
 * The FilingAggregate rows (filing-aggregate.ts's filingAggregateColumns, value for value) of a
 * grouping's totals: means over the rows having the value (null without), sums null without
 * values, the premium-weighted mean falling back to the plain mean of the rate impact, medians
 * percentile_cont(0.5) from the histograms (or from the entries, sorted).
 */
export function totalsToRows(
  store: AnalyticsStore,
  totals: GroupTotals,
  entries?: Entries,
): FilingAggregateRow[] {
  const f = store.filings;
  const { acc } = totals;
  const full = totals.level === 'full';
  const median = (flag: number, which: 'approved' | 'disposed') => {
    const histogram = totals.histograms?.[which];
    if (!full) return () => null;
    if (histogram) return (g: number, n: number) => histogramMedian(histogram, g, n);
    if (!entries) throw new Error('medians without a histogram need the entries');
    const sorted = sortedSegments(
      f.flags,
      f.daysToApproval,
      flag,
      entries.filings,
      entries.groups(),
      totals.count,
    );
    return (g: number) => medianOfSorted(sorted, g);
  };
  const approvedMedian = median(FLAG.approvedWithDays, 'approved');
  const disposedMedian = median(FLAG.disposed, 'disposed');
  return Array.from({ length: totals.count }, (_, g) => {
    const at = (slot: number) => acc[g * SLOTS + slot] ?? 0;
    const mean = (sum: number, n: number) => (at(n) > 0 ? at(sum) / at(n) : null);
    const sum = (value: number, n: number) => (at(n) > 0 ? at(value) : null);
    return {
      total_filings: at(S.total),
      average_rate_impact: mean(S.bothRate, S.both),
      premium_weighted_rate_impact:
        at(S.weightedCount) > 0
          ? at(S.weightedRate) / at(S.weightedPremium)
          : mean(S.rateSum, S.rateCount),
      average_indicated_change: mean(S.bothIndicated, S.both),
      total_written_premium_change: sum(S.changeSum, S.changeCount),
      total_written_premium_for_program: sum(S.premiumSum, S.premiumCount),
      average_written_premium_change: mean(S.changeSum, S.changeCount),
      average_written_premium_for_program: mean(S.premiumSum, S.premiumCount),
      total_policyholders_affected: sum(S.holdersSum, S.holdersCount),
      average_days_to_approval: mean(S.approvedDays, S.approvedCount),
      median_days_to_approval: approvedMedian(g, at(S.approvedCount)),
      total_objections: full ? sum(S.objections, S.total) : null,
      approved_filings: at(S.outcomes),
      disapproved_filings: at(S.outcomes + 1),
      withdrawn_filings: at(S.outcomes + 2),
      pending_filings: at(S.outcomes + 3),
      average_days_to_disposition: mean(S.disposedDays, S.disposedCount),
      median_days_to_disposition: disposedMedian(g, at(S.disposedCount)),
      days_to_approval_filings: at(S.approvedCount),
      days_to_disposition_filings: at(S.disposedCount),
      rate_and_indication_filings: at(S.both),
      premium_weighted_filings: at(S.weightedCount),
    };
  });
}

/** The FilingAggregate rows of each grouping of the entries (entry k is filing `filings[k]`). */
export function aggregateGroupings(
  store: AnalyticsStore,
  filings: ArrayLike<number>,
  groupings: readonly Grouping[],
): FilingAggregateRow[][] {
  return accumulateGroupings(store, filings, groupings).map((totals, s) =>
    totalsToRows(store, totals, {
      filings,
      groups: () => {
        const g = groupings[s];
        if (!g) return [];
        return g.byFiling ? Uint32Array.from(filings, (i) => g.groups[i] ?? 0) : g.groups;
      },
    }),
  );
}
