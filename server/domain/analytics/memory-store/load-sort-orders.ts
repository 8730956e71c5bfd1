import { sql } from 'kysely';
import {
  FILING_SORT_FIELDS,
  type FilingSortField,
  LIST_SORT_FIELDS,
} from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { filingOrderBy, filingSortColumn } from '#server/domain/filings/filing-sort.ts';
import type { SortOrder, SortOrders } from './sort-orders.ts';
import { filingIndexOf, type TrackingNumberIndex } from './tracking-number-index.ts';

/**
 * Reads the keys of `table` in its descending list order (one string, the aggregate ordered by the
 * list query's own ORDER BY: one round trip and no row objects) and maps each to its store
 * position.
 */
async function readOrder(
  tx: Database,
  table: 'filings' | 'whole_filings',
  field: FilingSortField,
  count: number,
  positionOf: (key: string) => number,
): Promise<SortOrder> {
  const whole = table === 'whole_filings';
  const key = whole ? 'serff_tracking_number' : 'id';
  const column = filingSortColumn(field, whole ? 'whole' : 'filings');
  const { rows } = await sql<{ keys: string | null }>`select string_agg(t.${sql.ref(key)}::text, ','
    order by ${filingOrderBy(column, key, 't', 'descending')}) as keys
    from ${sql.table(table)} t`.execute(tx.kysely);
  const keys = rows[0]?.keys ? rows[0].keys.split(',') : [];
  if (keys.length !== count) throw new Error(`${table} changed while the store loaded`);
  const order = new Uint32Array(count);
  keys.forEach((k, n) => {
    const position = positionOf(k);
    if (position < 0) throw new Error(`${table} changed while the store loaded`);
    order[n] = position;
  });
  return order;
}

/** Store position of each company row id: an array while ids are dense, else a map. */
function companyRowPositions(ids: Float64Array): (id: string) => number {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  if (max < ids.length * 8 + 1024) {
    const at = new Int32Array(max + 1).fill(-1);
    ids.forEach((id, position) => {
      at[id] = position;
    });
    return (id) => at[Number(id)] ?? -1;
  }
  const at = new Map<number, number>();
  ids.forEach((id, position) => {
    at.set(id, position);
  });
  return (id) => at.get(Number(id)) ?? -1;
}

/**
 * The list orders of every sort field (ADR 034), read in `tx` (the store's snapshot) with the
 * list query's own ORDER BY, so that ties, nulls and the collation of names are SQL's.
 */
export async function loadSortOrders(
  tx: Database,
  companyRowIds: Float64Array,
  trackingNumbers: TrackingNumberIndex,
  filingCount: number,
): Promise<SortOrders> {
  const rowAt = companyRowPositions(companyRowIds);
  const filingAt = (tn: string) => filingIndexOf(trackingNumbers, tn);
  const companyRows: SortOrders['companyRows'] = {};
  for (const field of LIST_SORT_FIELDS) {
    companyRows[field] = await readOrder(tx, 'filings', field, companyRowIds.length, rowAt);
  }
  const wholeFilings: SortOrders['wholeFilings'] = {};
  for (const field of FILING_SORT_FIELDS) {
    wholeFilings[field] = await readOrder(tx, 'whole_filings', field, filingCount, filingAt);
  }
  return { companyRows, wholeFilings };
}
