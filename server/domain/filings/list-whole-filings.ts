import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { storeWholeFilingsPage } from '#server/domain/analytics/memory-store/store-filing-lists.ts';
import { countWholeFilings } from './count-whole-filings.ts';
import {
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';
import { filingOrderBy } from './filing-sort.ts';
import { type PageResult, pageResult } from './page-request.ts';
import { type FilingPageInput, planFilingPage } from './plan-filing-page.ts';
import { readWholeFilingRows } from './read-rows-by-key.ts';
import { type WholeFilingListRow, wholeFilingRowColumns } from './whole-filing-list-row.ts';

export type WholeFilingListItem = WholeFilingListRow & { companies: FilingListRow[] };
export type ListWholeFilingsInput = FilingPageInput;
export type ListWholeFilingsResult = { items: WholeFilingListItem[]; page: PageResult };

/**
 * One page of whole filings (one row per tracking number) with every company's row. With `store`
 * (the analytics store at the data version the call read, ADR 034) the count and the page's
 * tracking numbers come from memory and only the page's rows from SQL.
 */
export async function listWholeFilings(
  db: Database,
  input: ListWholeFilingsInput,
  store?: AnalyticsStore,
): Promise<ListWholeFilingsResult> {
  const fromStore = store && storeWholeFilingsPage(store, input);
  if (fromStore) {
    const page = pageResult(input.page, fromStore.total);
    const rows = await readWholeFilingRows(db, fromStore.keys);
    return { items: await withCompanies(db, rows), page };
  }
  const total = await countWholeFilings(db, input.filters);
  const { page, read } = planFilingPage(input, total, 'whole_filings', 'w');
  if (!read) return { items: [], page };
  const { window, column, where } = read;
  const key = 'serff_tracking_number';
  const { rows } = await sql<WholeFilingListRow>`
    select * from (
      select ${wholeFilingRowColumns('w')} from whole_filings w where ${where}
      order by ${filingOrderBy(column, key, 'w', input.sort.direction, window.reverse)}
      limit ${window.limit} offset ${window.offset}
    ) p order by ${filingOrderBy(column, key, 'p', input.sort.direction)}`.execute(db.kysely);
  return { items: await withCompanies(db, rows), page };
}

/** Each whole filing with its company rows (by company). */
async function withCompanies(
  db: Database,
  rows: WholeFilingListRow[],
): Promise<WholeFilingListItem[]> {
  if (rows.length === 0) return [];
  const numbers = rows.map((r) => r.serff_tracking_number);
  const companies = await sql<FilingListRow>`
    select ${filingRowColumns('f')}, ${WHOLE_FILING_EXTRA_COLUMNS}
    from filings f join whole_filings w on w.serff_tracking_number = f.serff_tracking_number
    where f.serff_tracking_number in (${sql.join(numbers)})
    order by f.serff_tracking_number, f.company`.execute(db.kysely);
  const byNumber = new Map<string, FilingListRow[]>();
  for (const c of companies.rows) {
    byNumber.set(c.serff_tracking_number, [...(byNumber.get(c.serff_tracking_number) ?? []), c]);
  }
  return rows.map((r) => ({ ...r, companies: byNumber.get(r.serff_tracking_number) ?? [] }));
}
