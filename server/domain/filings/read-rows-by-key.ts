import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import {
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';
import { type WholeFilingListRow, wholeFilingRowColumns } from './whole-filing-list-row.ts';

/**
 * Company rows by id, in the order of `ids` (a page the analytics store chose, ADR 034): the
 * rows' contents are always SQL's.
 */
export async function readFilingRowsById(
  db: Database,
  ids: readonly number[],
): Promise<FilingListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<FilingListRow>`
    select ${filingRowColumns('f')}, ${WHOLE_FILING_EXTRA_COLUMNS}
    from unnest(${[...ids]}::bigint[]) with ordinality as k(id, n)
    join filings f on f.id = k.id
    join whole_filings w on w.serff_tracking_number = f.serff_tracking_number
    order by k.n`.execute(db.kysely);
  return rows;
}

/** Whole filings by tracking number, in the order of `numbers` (as readFilingRowsById). */
export async function readWholeFilingRows(
  db: Database,
  numbers: readonly string[],
): Promise<WholeFilingListRow[]> {
  if (numbers.length === 0) return [];
  const { rows } = await sql<WholeFilingListRow>`
    select ${wholeFilingRowColumns('w')}
    from unnest(${[...numbers]}::text[]) with ordinality as k(tn, n)
    join whole_filings w on w.serff_tracking_number = k.tn
    order by k.n`.execute(db.kysely);
  return rows;
}
