import { type RawBuilder, sql } from 'kysely';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import { filingOrderBy, filingSortColumn } from './filing-sort.ts';
import { EXPORT_BATCH_SIZE } from './iterate-filing-rows.ts';
import { type KeysetValue, keysetAfter } from './keyset-after.ts';
import { type WholeFilingListRow, wholeFilingRowColumns } from './whole-filing-list-row.ts';

/** A whole filing as the per-filing export writes it: its list row and its companies' names. */
export type WholeFilingExportRow = WholeFilingListRow & {
  /** The underwriting companies, by name, joined with "; ". */
  companies: string;
};

const KEY = 'serff_tracking_number';

/**
 * Every whole filing matching the filters (one row per tracking number, with its overall
 * figures), in the sort's order (ListWholeFilings' order), in keyset batches on
 * (sort column, tracking number): each batch starts where the previous one stopped, nothing is
 * buffered beyond one batch.
 */
export async function* iterateWholeFilingRows(
  db: Database,
  filters: FilingFilters,
  sort: FilingSort,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<WholeFilingExportRow[]> {
  const column = filingSortColumn(sort.field, 'whole');
  const where = filingFilterCondition(filters, 'whole_filings', 'w');
  let after: RawBuilder<unknown> = sql`true`;
  for (;;) {
    const { rows } = await sql<WholeFilingExportRow & { sort_value: KeysetValue }>`
      select ${wholeFilingRowColumns('w')}, ${sql.ref(`w.${column}`)} as sort_value,
        (select string_agg(c.company, '; ' order by c.company) from filings c
          where c.serff_tracking_number = w.serff_tracking_number) as companies
      from whole_filings w where ${where} and ${after}
      order by ${filingOrderBy(column, KEY, 'w', sort.direction)} limit ${batchSize}`.execute(
      db.kysely,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = keysetAfter(
      'w',
      column,
      KEY,
      sort.direction,
      last.sort_value,
      last.serff_tracking_number,
    );
  }
}
