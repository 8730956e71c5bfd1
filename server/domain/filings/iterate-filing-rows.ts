import { type RawBuilder, sql } from 'kysely';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import {
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';
import { filingOrderBy, filingSortColumn } from './filing-sort.ts';
import { type KeysetValue, keysetAfter } from './keyset-after.ts';

export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every company row matching the filters, in the sort's order, in keyset batches (each batch an
 * index range scan that starts where the previous one stopped; nothing is buffered beyond one batch).
 */
export async function* iterateFilingRows(
  db: Database,
  filters: FilingFilters,
  sort: FilingSort,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<FilingListRow[]> {
  const column = filingSortColumn(sort.field, 'filings');
  const where = filingFilterCondition(filters, 'filings', 'f');
  let after: RawBuilder<unknown> = sql`true`;
  for (;;) {
    const { rows } = await sql<FilingListRow & { sort_value: KeysetValue }>`
      select ${filingRowColumns('f')}, ${WHOLE_FILING_EXTRA_COLUMNS}, ${sql.ref(`f.${column}`)} as sort_value
      from (select * from filings f where ${where} and ${after}
        order by ${filingOrderBy(column, 'id', 'f', sort.direction)} limit ${batchSize}) f
      join whole_filings w on w.serff_tracking_number = f.serff_tracking_number
      order by ${filingOrderBy(column, 'id', 'f', sort.direction)}`.execute(db.kysely);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = keysetAfter('f', column, 'id', sort.direction, last.sort_value, last.id);
  }
}
