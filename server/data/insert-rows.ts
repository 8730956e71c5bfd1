import type { Database } from '#server/db/connection.ts';

/** Roughly this many bytes of JSON per INSERT statement. */
const TARGET_BATCH_BYTES = 4_000_000;

/**
 * Bulk-inserts plain row objects in large batches: each statement ships one JSON array that
 * PostgreSQL expands with json_populate_recordset (one parameter, same SQL on PGlite and a server).
 * Columns are taken from the first row; every row must have the same keys.
 */
export async function insertRows(
  db: Database,
  table: string,
  rows: readonly object[],
  options: { onConflict?: string } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first)
    .map((c) => `"${c}"`)
    .join(', ');
  const sql = `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json) ${options.onConflict ?? ''}`;
  let batch: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    batch.push(json);
    bytes += json.length;
    if (bytes >= TARGET_BATCH_BYTES) {
      await db.query(sql, [`[${batch.join(',')}]`]);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await db.query(sql, [`[${batch.join(',')}]`]);
}
