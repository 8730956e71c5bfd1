import { sql } from 'kysely';
import {
  FILING_SORT_FIELDS,
  type FilingSortField,
  LIST_SORT_FIELDS,
} from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { filingOrderBy, filingSortColumn } from '#server/domain/filings/filing-sort.ts';
import { readInBatches } from './read-in-batches.ts';
import type { SortOrder, SortOrders } from './sort-orders.ts';
import { filingIndexOf, type TrackingNumberIndex } from './tracking-number-index.ts';

type KeyRow<K> = { k: K };

/** Keys fetched per round trip: one narrow column, so far more rows than the store's other reads. */
const ORDER_BATCH_ROWS = 100_000;

/** Reads the keys of `table` in its descending list order and maps each to its store position. */
async function readOrder<K>(
  tx: Database,
  table: 'filings' | 'whole_filings',
  field: FilingSortField,
  count: number,
  positionOf: (key: K) => number,
): Promise<SortOrder> {
  const whole = table === 'whole_filings';
  const key = whole ? 'serff_tracking_number' : 'id';
  const column = filingSortColumn(field, whole ? 'whole' : 'filings');
  const order = new Uint32Array(count);
  let n = 0;
  const query = sql<KeyRow<K>>`select t.${sql.ref(key)} as k from ${sql.table(table)} t
    order by ${filingOrderBy(column, key, 't', 'descending')}`;
  await readInBatches(
    tx,
    query,
    (rows) => {
      for (const row of rows) {
        const position = positionOf(row.k);
        if (position < 0 || n >= count) throw new Error(`${table} changed while the store loaded`);
        order[n++] = position;
      }
    },
    ORDER_BATCH_ROWS,
  );
  if (n !== count) throw new Error(`${table} changed while the store loaded`);
  return order;
}

/** Store position of each company row id: an array while ids are dense, else a map. */
function companyRowPositions(ids: Float64Array): (id: number | string) => number {
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
