import type { ProductHistoryEntry } from '../../../gen/ratefiling/v1/filing_pb.ts';
import { formatCalendarDate } from '../../lib/format/format-date.ts';
import { cumulativeRateChanges } from './cumulative-rate-change.ts';

export type ProductHistoryRow = {
  entry: ProductHistoryEntry;
  /** The x-axis label: the effective date, else the submission date, else the tracking number. */
  label: string;
  rateImpact: number;
  cumulative: number;
};

/** Entries with their compounded cumulative change, in time order (the api sends oldest first). */
export function productHistoryRows(entries: readonly ProductHistoryEntry[]): ProductHistoryRow[] {
  const cumulative = cumulativeRateChanges(entries.map((entry) => entry.weightedRateImpact));
  return entries.map((entry, index) => ({
    entry,
    label: entry.effectiveDate?.year
      ? formatCalendarDate(entry.effectiveDate)
      : entry.submittedDate?.year
        ? formatCalendarDate(entry.submittedDate)
        : entry.serffTrackingNumber,
    rateImpact: Math.round(entry.weightedRateImpact * 100) / 100,
    cumulative: Math.round((cumulative[index] ?? 0) * 100) / 100,
  }));
}
