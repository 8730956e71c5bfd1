import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { ProductHistoryEntry } from '#gen/ratefiling/v1/filing_pb.ts';
import { cumulativeRateChanges } from './cumulative-rate-change.ts';

export type ProductHistoryRow = {
  entry: ProductHistoryEntry;
  /** The x-axis label: the effective date, else the submission date, else the tracking number. */
  label: string;
  rateImpact: number;
  cumulative: number;
  /** False for a withdrawn, disapproved, pending or not yet effective filing (not compounded). */
  tookEffect: boolean;
};

/**
 * Entries with their compounded cumulative change, in the api's effective-date order: only the
 * filings that took effect move the cumulative change.
 */
export function productHistoryRows(entries: readonly ProductHistoryEntry[]): ProductHistoryRow[] {
  const cumulative = cumulativeRateChanges(
    entries.map((entry) => ({ change: entry.weightedRateImpact, tookEffect: entry.tookEffect })),
  );
  return entries.map((entry, index) => ({
    entry,
    label: entry.effectiveDate?.year
      ? formatCalendarDate(entry.effectiveDate)
      : entry.submittedDate?.year
        ? formatCalendarDate(entry.submittedDate)
        : entry.serffTrackingNumber,
    rateImpact: Math.round(entry.weightedRateImpact * 100) / 100,
    cumulative: Math.round((cumulative[index] ?? 0) * 100) / 100,
    tookEffect: entry.tookEffect,
  }));
}
