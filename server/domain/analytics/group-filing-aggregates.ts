import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import { filingFilterCondition } from '../filings/filing-filter-condition.ts';
import type { FilingFilters } from '../filings/filing-filters-schema.ts';
import {
  type FilingAggregate,
  type FilingAggregateRow,
  filingAggregateColumns,
  toFilingAggregate,
} from './filing-aggregate.ts';
import { rateImpactRangeIndexSql } from './rate-impact-ranges.ts';

/** Columns a whole filing can be grouped by (`month`: first day of its effective month). */
export const GROUP_DIMENSIONS = {
  carrier: sql`w.carrier`,
  state: sql`w.state`,
  month: sql`to_char(date_trunc('month', w.effective_date_new), 'YYYY-MM-DD')`,
  subToi: sql`w.sub_toi`,
  dispositionStatus: sql`w.disposition_status`,
  filingType: sql`w.filing_type`,
  rateImpactRange: rateImpactRangeIndexSql(sql`w.overall_rate_impact`),
} satisfies Record<string, RawBuilder<unknown>>;
export type GroupDimension = keyof typeof GROUP_DIMENSIONS;

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
 * and the total. Filters are the filings list's own (filingFilterCondition), so every figure
 * counts exactly the filings the filings table shows for them.
 */
export async function groupFilingAggregates(
  db: Database,
  filters: FilingFilters,
  sets: readonly (readonly GroupDimension[])[],
): Promise<GroupedAggregate[]> {
  const dimensions = [...new Set(sets.flat())];
  const where = filingFilterCondition(filters, 'whole_filings', 'w');
  const keyColumns = dimensions.map((d) => sql`${GROUP_DIMENSIONS[d]} as ${sql.ref(`k_${d}`)}`);
  const groupingSets = sets.map((set) => sql`(${sql.join(set.map((d) => GROUP_DIMENSIONS[d]))})`);
  const grouping =
    dimensions.length > 0
      ? sql`grouping(${sql.join(dimensions.map((d) => GROUP_DIMENSIONS[d]))})::int as g,`
      : sql`0 as g,`;
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
