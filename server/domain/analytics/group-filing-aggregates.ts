import { type RawBuilder, sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { analyticsCondition, periodMonthSql } from './analytics-population.ts';
import {
  type FilingAggregate,
  type FilingAggregateRow,
  filingAggregateColumns,
  toFilingAggregate,
} from './filing-aggregate.ts';
import { rateImpactRangeIndexSql } from './rate-impact-ranges.ts';

/** Columns a whole filing can be grouped by (`month`: first day of its month, see groupSql). */
const GROUP_DIMENSIONS = {
  carrier: sql`w.carrier`,
  state: sql`w.state`,
  month: sql`null`,
  subToi: sql`w.sub_toi`,
  dispositionStatus: sql`w.disposition_status`,
  filingType: sql`w.filing_type`,
  rateImpactRange: rateImpactRangeIndexSql(sql`w.overall_rate_impact`),
} satisfies Record<string, RawBuilder<unknown>>;
export type GroupDimension = keyof typeof GROUP_DIMENSIONS;

/** A dimension's SQL; `month` is the month of the filters' date basis. */
function groupSql(d: GroupDimension, filters: FilingFilters): RawBuilder<unknown> {
  return d === 'month' ? periodMonthSql(filters, 'w') : GROUP_DIMENSIONS[d];
}

export type GroupedAggregate = {
  /** The grouping set this row belongs to (its dimensions, in the order asked). */
  set: readonly GroupDimension[];
  /** The row's value of each dimension of its set. */
  keys: Partial<Record<GroupDimension, string>>;
  aggregate: FilingAggregate;
};

type Row = FilingAggregateRow & { g: number } & Record<string, unknown>;

/**
 * FilingAggregates of the filtered whole filings for several groupings in one scan
 * (GROUP BY GROUPING SETS): e.g. `[['state'], ['month'], []]` gives a row per state, per month
 * and the total. Filters are the filings list's own (filingFilterCondition) and the analytics
 * population (analyticsCondition): with the population "all filings" every figure counts exactly
 * the filings the filings table shows for the filters.
 */
export async function groupFilingAggregates(
  db: Database,
  filters: FilingFilters,
  sets: readonly (readonly GroupDimension[])[],
): Promise<GroupedAggregate[]> {
  const dimensions = [...new Set(sets.flat())];
  const where = analyticsCondition(filters, 'w');
  const g = (d: GroupDimension) => groupSql(d, filters);
  const keyColumns = dimensions.map((d) => sql`${g(d)} as ${sql.ref(`k_${d}`)}`);
  const groupingSets = sets.map((set) => sql`(${sql.join(set.map(g))})`);
  const grouping =
    dimensions.length > 0 ? sql`grouping(${sql.join(dimensions.map(g))})::int as g,` : sql`0 as g,`;
  const selectKeys = keyColumns.length > 0 ? sql`${sql.join(keyColumns)},` : sql``;
  const groupBy =
    dimensions.length > 0
      ? sql`group by grouping sets (${sql.join(groupingSets.map((s, i) => (sets[i]?.length ? s : sql`()`)))})`
      : sql``;
  const { rows } = await sql<Row>`select ${selectKeys} ${grouping} ${filingAggregateColumns('w')}
    from whole_filings w where ${where} ${groupBy}`.execute(db.kysely);
  const bitsOf = (set: readonly GroupDimension[]) =>
    dimensions.reduce(
      (bits, d, i) => (set.includes(d) ? bits : bits | (1 << (dimensions.length - 1 - i))),
      0,
    );
  const setByBits = new Map(sets.map((set) => [bitsOf(set), set]));
  return rows.flatMap((row) => {
    const set = setByBits.get(Number(row.g));
    if (!set) return [];
    const keys: Partial<Record<GroupDimension, string>> = {};
    for (const d of set) keys[d] = String(row[`k_${d}`] ?? '');
    return [{ set, keys, aggregate: toFilingAggregate(row) }];
  });
}

/** The rows of one grouping set. */
export function rowsOfSet(
  rows: readonly GroupedAggregate[],
  set: readonly GroupDimension[],
): GroupedAggregate[] {
  return rows.filter((r) => r.set.length === set.length && set.every((d) => r.set.includes(d)));
}
