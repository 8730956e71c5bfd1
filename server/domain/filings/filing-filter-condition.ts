import { type RawBuilder, sql } from 'kysely';
import type { FilingFilters, FilterListField } from './filing-filters-schema.ts';

/** Which table a list query reads: company rows (`filings`) or whole filings. */
export type FilingTable = 'filings' | 'whole_filings';

const LIST_COLUMNS: Record<Exclude<FilterListField, 'companies'>, string> = {
  carriers: 'carrier',
  linesOfBusiness: 'line_of_business',
  states: 'state',
  subTois: 'sub_toi',
  dispositionStatuses: 'disposition_status',
  filingTypes: 'filing_type',
  productNames: 'product_name',
};

/**
 * The WHERE condition of the filters on `alias` (a row of `table`): OR within a field (IN),
 * AND across fields, dates an inclusive range on effective_date_new. Values are bound
 * parameters, never interpolated. On whole filings a company filter matches a filing with at
 * least one such company. `except` leaves one field's filter out (filter metadata).
 */
export function filingFilterCondition(
  filters: FilingFilters,
  table: FilingTable,
  alias: string,
  except?: FilterListField,
): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  for (const [field, name] of Object.entries(LIST_COLUMNS) as [FilterListField, string][]) {
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
  if (filters.startDate)
    parts.push(sql`${column('effective_date_new')} >= ${filters.startDate}::date`);
  if (filters.endDate) parts.push(sql`${column('effective_date_new')} <= ${filters.endDate}::date`);
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
