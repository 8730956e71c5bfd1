import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { storeFilingRowsPage } from '#server/domain/analytics/memory-store/store-filing-lists.ts';
import { countFilingsCached, hashCountKey } from './count-filings-cached.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import {
  FILING_ROW_COLUMNS,
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';
import { filingOrderBy } from './filing-sort.ts';
import { type PageResult, pageResult } from './page-request.ts';
import { type FilingPageInput, planFilingPage } from './plan-filing-page.ts';
import { readFilingRowsById } from './read-rows-by-key.ts';

export type ListFilingsInput = FilingPageInput;
export type ListFilingsResult = { rows: FilingListRow[]; page: PageResult };

/** Company rows matching the filters (exact, cached per filter; see count-filings-cached.ts). */
export function countFilingRows(db: Database, filters: FilingFilters): Promise<number> {
  const where = filingFilterCondition(filters, 'filings', 'f');
  return countFilingsCached(
    db,
    hashCountKey('filing-rows', filters),
    sql`select count(*)::int as n from filings f where ${where}`,
  );
}

/**
 * One page of company rows: filters, a sort on one indexed column with the row id as tie-break,
 * OFFSET paging (pages past the middle are read backwards from the end, so the last page costs
 * what the first does). With `store` (the analytics store at the data version the call read,
 * ADR 034) the count and the page's ids come from memory and only the page's rows from SQL.
 */
export async function listFilings(
  db: Database,
  input: ListFilingsInput,
  store?: AnalyticsStore,
): Promise<ListFilingsResult> {
  const fromStore = store && storeFilingRowsPage(store, input);
  if (fromStore) {
    const page = pageResult(input.page, fromStore.total);
    return { rows: await readFilingRowsById(db, fromStore.keys), page };
  }
  const total = await countFilingRows(db, input.filters);
  const { page, read } = planFilingPage(input, total, 'filings', 'f');
  if (!read) return { rows: [], page };
  const { window, column, where } = read;
  const inner = filingOrderBy(column, 'id', 'f', input.sort.direction, window.reverse);
  const outer = filingOrderBy(column, 'id', 'p', input.sort.direction);
  const result = await sql<FilingListRow>`
    select ${sql.join(FILING_ROW_COLUMNS.map((c) => sql.ref(`p.${c}`)))}, ${WHOLE_FILING_EXTRA_COLUMNS}
    from (
      select ${filingRowColumns('f')} from filings f where ${where}
      order by ${inner} limit ${window.limit} offset ${window.offset}
    ) p
    join whole_filings w on w.serff_tracking_number = p.serff_tracking_number
    order by ${outer}`.execute(db.kysely);
  return { rows: result.rows, page };
}
