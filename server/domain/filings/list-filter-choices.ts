import { sql } from 'kysely';
import { FILTER_LIST_FIELDS, type FilterListField } from '#contract/filings/filter-fields.ts';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { storeFilterChoices } from '#server/domain/analytics/memory-store/store-filter-choices.ts';
import { hashCountKey } from './count-filings-cached.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import { FILTER_LIST_COLUMNS, type FilingFilters } from './filing-filters-schema.ts';
import { storedByDataVersion } from './stored-by-data-version.ts';

export type ValueCount = { value: string; count: number };
export type FilterChoices = Record<FilterListField, ValueCount[]> & {
  earliestDate: string | null;
  latestDate: string | null;
};

type ChoiceRow = { field: FilterListField; value: string; count: number };

/**
 * The choices of every filter list with the number of filings each applies to, among filings
 * matching the other fields' filters (a field's own filter is ignored so that its choices stay
 * selectable); ordered by count descending, then value. Dates: the range present in the data.
 * With `store` (the analytics store at the data version the call read, ADR 034) the counts come
 * from memory.
 */
export async function listFilterChoices(
  db: Database,
  filters: FilingFilters,
  store?: AnalyticsStore,
): Promise<FilterChoices> {
  const counted = store
    ? storeFilterChoices(store, filters)
    : await choiceCountsFromSql(db, filters);
  const range = await db.query<{ earliest: string | null; latest: string | null }>(
    'select min(effective_date_new) as earliest, max(effective_date_new) as latest from whole_filings',
  );
  return {
    ...counted,
    earliestDate: range[0]?.earliest ?? null,
    latestDate: range[0]?.latest ?? null,
  };
}

/** The choices with their counts from SQL (stored per filter while the data version holds). */
async function choiceCountsFromSql(
  db: Database,
  filters: FilingFilters,
): Promise<Record<FilterListField, ValueCount[]>> {
  const parts = FILTER_LIST_FIELDS.map((field) => {
    if (field === 'companies') {
      const where = filingFilterCondition(filters, 'filings', 'f', field);
      return sql`select ${field}::text as field, f.company as value, count(*)::int as count
        from filings f where ${where} group by f.company`;
    }
    if (field === 'ratingFactors') {
      const where = filingFilterCondition(filters, 'whole_filings', 'w', field);
      return sql`select ${field}::text as field, r.factor as value,
        count(distinct r.serff_tracking_number)::int as count
        from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
        where ${where} group by r.factor`;
    }
    const where = filingFilterCondition(filters, 'whole_filings', 'w', field);
    const column = sql.ref(`w.${FILTER_LIST_COLUMNS[field]}`);
    return sql`select ${field}::text as field, ${column} as value, count(*)::int as count
      from whole_filings w where ${where} group by ${column}`;
  });
  // The grouped rows, stored per filter while the data version holds (as counts are).
  const rows =
    (await storedByDataVersion<ChoiceRow[]>(
      db,
      'filing_choices_cache',
      hashCountKey('filter-choices', filters),
      {
        query: sql.join(parts, sql` union all `),
        value: `coalesce(jsonb_agg(jsonb_build_object('field', q.field, 'value', q.value,
          'count', q.count) order by q.field, q.count desc, q.value), '[]'::jsonb)`,
      },
    )) ?? [];
  const choices = Object.fromEntries(
    FILTER_LIST_FIELDS.map((f) => [f, [] as ValueCount[]]),
  ) as Record<FilterListField, ValueCount[]>;
  for (const row of rows) choices[row.field].push({ value: row.value, count: row.count });
  return choices;
}
