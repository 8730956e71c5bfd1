import type { FilingAggregate } from './filing-aggregate.ts';
import type { GroupedAggregate } from './group-filing-aggregates.ts';

/** One calendar month's figures; `periodStart` is its first day, YYYY-MM-DD. */
export type PeriodStats = { periodStart: string; aggregate: FilingAggregate };

/** Month rows as a trend, oldest first (filings without an effective date are left out). */
export function toPeriodStats(rows: readonly GroupedAggregate[]): PeriodStats[] {
  return rows
    .flatMap((r) => (r.keys.month ? [{ periodStart: r.keys.month, aggregate: r.aggregate }] : []))
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
}

export type ValueCount = { value: string; count: number };

/** Rows of one dimension as value counts, count descending then value. */
export function toValueCounts(
  rows: readonly GroupedAggregate[],
  key: 'subToi' | 'dispositionStatus' | 'filingType',
): ValueCount[] {
  return rows
    .map((r) => ({ value: r.keys[key] ?? '', count: r.aggregate.totalFilings }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
