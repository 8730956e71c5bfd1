import { type RawBuilder, sql } from 'kysely';
import { FILTER_LIST_FIELDS, type FilterListField } from '#contract/filings/filter-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { hashCountKey } from './count-filings-cached.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import { FILTER_LIST_COLUMNS, type FilingFilters } from './filing-filters-schema.ts';

export type ValueCount = { value: string; count: number };
export type FilterChoices = Record<FilterListField, ValueCount[]> & {
  earliestDate: string | null;
  latestDate: string | null;
};

type ChoiceRow = { field: FilterListField; value: string; count: number };

/**
 * The grouped rows, cached per filter while the data version is unchanged (as counts are, see
 * count-filings-cached.ts): computed and stored with their version in one statement.
 */
async function cachedChoiceRows(
  db: Database,
  hash: string,
  query: RawBuilder<unknown>,
): Promise<ChoiceRow[]> {
  const [hit] = await db.query<{ choices: ChoiceRow[] }>(
    `select c.choices from filing_choices_cache c join filings_data_version v on v.version = c.version
     where c.filter_hash = $1 and c.computed_at > now() - interval '10 minutes'`,
    [hash],
  );
  if (hit) return hit.choices;
  const compiled = query.compile(db.kysely);
  const [row] = await db.query<{ choices: ChoiceRow[] }>(
    `with v as (select version from filings_data_version), q as (${compiled.sql}),
       agg as (select coalesce(jsonb_agg(jsonb_build_object('field', q.field, 'value', q.value, 'count', q.count)
         order by q.field, q.count desc, q.value), '[]'::jsonb) as choices from q)
     insert into filing_choices_cache (filter_hash, version, choices, computed_at)
     select $${compiled.parameters.length + 1}, v.version, agg.choices, now() from v, agg
     on conflict (filter_hash) do update
       set version = excluded.version, choices = excluded.choices, computed_at = excluded.computed_at
     returning choices`,
    [...compiled.parameters, hash],
  );
  return row?.choices ?? [];
}

/**
 * The choices of every filter list with the number of filings each applies to, among filings
 * matching the other fields' filters (a field's own filter is ignored so that its choices stay
 * selectable); ordered by count descending, then value. Dates: the range present in the data.
 */
export async function listFilterChoices(
  db: Database,
  filters: FilingFilters,
): Promise<FilterChoices> {
  const parts = FILTER_LIST_FIELDS.map((field) => {
    if (field === 'companies') {
      const where = filingFilterCondition(filters, 'filings', 'f', field);
      return sql`select ${field}::text as field, f.company as value, count(*)::int as count
        from filings f where ${where} group by f.company`;
    }
    const where = filingFilterCondition(filters, 'whole_filings', 'w', field);
    const column = sql.ref(`w.${FILTER_LIST_COLUMNS[field]}`);
    return sql`select ${field}::text as field, ${column} as value, count(*)::int as count
      from whole_filings w where ${where} group by ${column}`;
  });
  const rows = await cachedChoiceRows(
    db,
    hashCountKey('filter-choices', filters),
    sql.join(parts, sql` union all `),
  );
  const range = await db.query<{ earliest: string | null; latest: string | null }>(
    'select min(effective_date_new) as earliest, max(effective_date_new) as latest from whole_filings',
  );
  const choices = Object.fromEntries(
    FILTER_LIST_FIELDS.map((f) => [f, [] as ValueCount[]]),
  ) as Record<FilterListField, ValueCount[]>;
  for (const row of rows) choices[row.field].push({ value: row.value, count: row.count });
  return {
    ...choices,
    earliestDate: range[0]?.earliest ?? null,
    latestDate: range[0]?.latest ?? null,
  };
}
