import { type RawBuilder, sql } from 'kysely';
import type { FilterListField } from '#contract/filings/filter-fields.ts';
import {
  DATE_BASIS_COLUMNS,
  FILTER_LIST_COLUMNS,
  type FilingFilters,
} from './filing-filters-schema.ts';

/** Which table a list query reads: company rows (`filings`) or whole filings. */
export type FilingTable = 'filings' | 'whole_filings';

/**
 * The WHERE condition of the filters on `alias` (a row of `table`): OR within a field (IN),
 * AND across fields, dates an inclusive range on the date of `filters.dateBasis` (effective date
 * for new business by default; company rows read the submitted date from their whole filing).
 * Values are bound
 * parameters, never interpolated. On whole filings a company filter matches a filing with at
 * least one such company; a rating-factor filter matches a filing that revised at least one of
 * the factors. A tracking-number list keeps only those filings (never left out by `except`:
 * it is not a field with choices). `except` leaves one field's filter out (filter metadata).
 */
export function filingFilterCondition(
  filters: FilingFilters,
  table: FilingTable,
  alias: string,
  except?: FilterListField,
): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const trackingNumbers = filters.trackingNumbers ?? [];
  if (trackingNumbers.length > 0) {
    // The primary key of whole_filings and the leading column of the company rows' unique key:
    // an index lookup per tracking number, whatever the other filters.
    parts.push(sql`${column('serff_tracking_number')} in (${sql.join(trackingNumbers)})`);
  }
  for (const [field, name] of Object.entries(FILTER_LIST_COLUMNS) as [FilterListField, string][]) {
    const values = filters[field];
    if (field === except || values.length === 0) continue;
    parts.push(sql`${column(name)} in (${sql.join(values)})`);
  }
  if (filters.companies.length > 0 && except !== 'companies') {
    const list = sql.join(filters.companies);
    parts.push(
      table === 'filings'
        ? sql`${column('company')} in (${list})`
        : sql`exists (select 1 from filings c where c.serff_tracking_number = ${column('serff_tracking_number')} and c.company in (${list}))`,
    );
  }
  if (filters.ratingFactors.length > 0 && except !== 'ratingFactors') {
    // A filing (and each of its company rows) matches when it revised one of the factors.
    parts.push(
      sql`exists (select 1 from rating_factors r where r.serff_tracking_number = ${column('serff_tracking_number')} and r.factor in (${sql.join(filters.ratingFactors)}))`,
    );
  }
  const range = dateRangeCondition(filters, table, alias);
  if (range) parts.push(range);
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** The date-range part of the filters on `alias`, or undefined when there is no range. */
function dateRangeCondition(
  filters: FilingFilters,
  table: FilingTable,
  alias: string,
): RawBuilder<boolean> | undefined {
  if (!filters.startDate && !filters.endDate) return undefined;
  const name = DATE_BASIS_COLUMNS[filters.dateBasis ?? 'effective'];
  const bounds = (date: RawBuilder<unknown>) => {
    const parts: RawBuilder<unknown>[] = [];
    if (filters.startDate) parts.push(sql`${date} >= ${filters.startDate}::date`);
    if (filters.endDate) parts.push(sql`${date} <= ${filters.endDate}::date`);
    return sql<boolean>`${sql.join(parts, sql` and `)}`;
  };
  if (table === 'filings' && name === 'submitted_date') {
    return sql<boolean>`exists (select 1 from whole_filings d where d.serff_tracking_number = ${sql.ref(`${alias}.serff_tracking_number`)} and ${bounds(sql.ref('d.submitted_date'))})`;
  }
  return bounds(sql.ref(`${alias}.${name}`));
}
