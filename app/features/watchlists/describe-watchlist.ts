import { formatInteger } from '#app/lib/format/format-number.ts';
import type { FilingFilters } from '#gen/ratefiling/v1/common_pb.ts';
import { type Watchlist, WatchlistSchedule } from '#gen/ratefiling/v1/watchlist_service_pb.ts';

export const SCHEDULE_LABELS: Record<WatchlistSchedule, string> = {
  [WatchlistSchedule.UNSPECIFIED]: 'Daily digest',
  [WatchlistSchedule.IMMEDIATE]: 'At once',
  [WatchlistSchedule.DAILY]: 'Daily digest',
  [WatchlistSchedule.WEEKLY]: 'Weekly digest',
};

const FILTER_LABELS: [keyof FilingFilters, string][] = [
  ['carriers', 'Carriers'],
  ['companies', 'Companies'],
  ['linesOfBusiness', 'Lines'],
  ['subTois', 'Sub-TOIs'],
  ['states', 'States'],
  ['dispositionStatuses', 'Statuses'],
  ['filingTypes', 'Filing types'],
  ['productNames', 'Products'],
  ['ratingFactors', 'Rating factors'],
];

/** The filters as short phrases ("States: TX, CA"); empty: every filing. */
export function describeFilters(filters: FilingFilters | undefined): string[] {
  if (!filters) return [];
  const parts: string[] = [];
  for (const [key, label] of FILTER_LABELS) {
    const values = filters[key];
    if (Array.isArray(values) && values.length > 0) {
      const shown = values.slice(0, 6).join(', ');
      parts.push(`${label}: ${shown}${values.length > 6 ? ` and ${values.length - 6} more` : ''}`);
    }
  }
  return parts;
}

/** The thresholds as short phrases. */
export function describeThresholds(watchlist: Watchlist): string[] {
  const t = watchlist.thresholds;
  if (!t) return [];
  const figures: string[] = [];
  if (t.minRateImpact !== undefined) figures.push(`rate impact ≥ ${t.minRateImpact}% either way`);
  if (t.minWrittenPremiumChange !== undefined) {
    figures.push(`written premium change ≥ ${t.minWrittenPremiumChange}% either way`);
  }
  if (t.minPolicyholders !== undefined) {
    figures.push(`≥ ${formatInteger(t.minPolicyholders)} policyholders`);
  }
  const parts = figures.length > 0 ? [figures.join(' or ')] : [];
  if (t.statuses.length > 0) parts.push(`status ${t.statuses.join(' or ')}`);
  if (t.filingTypes.length > 0) parts.push(`type ${t.filingTypes.join(' or ')}`);
  return parts;
}
