import type { RawBuilder } from 'kysely';
import type { Database } from '#server/db/connection.ts';

/** Rows fetched per round trip while the store loads. */
export const LOAD_BATCH_ROWS = 10_000;

/**
 * Streams a parameterless SELECT through a server-side cursor in `tx` (a transaction), handing
 * each batch to `onRows`: only one batch is held at a time, whatever the table's size.
 */
export async function readInBatches<R>(
  tx: Database,
  query: RawBuilder<R>,
  onRows: (rows: R[]) => void,
  batchRows = LOAD_BATCH_ROWS,
): Promise<void> {
  const compiled = query.compile(tx.kysely);
  if (compiled.parameters.length > 0)
    throw new Error('readInBatches takes a query without parameters');
  await tx.query(`declare rfi_analytics_store no scroll cursor for ${compiled.sql}`);
  try {
    for (;;) {
      const rows = await tx.query<R>(`fetch forward ${batchRows} from rfi_analytics_store`);
      if (rows.length > 0) onRows(rows);
      if (rows.length < batchRows) return;
    }
  } finally {
    await tx.query('close rfi_analytics_store');
  }
}
