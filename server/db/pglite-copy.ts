import type { Database } from './connection.ts';
import { COPY_BLOB_QUERY_ID } from './pglite-dialect.ts';

type CopyAnswer = { data: Uint8Array<ArrayBuffer>; rows: number };

function copyOnPglite(db: Database, sql: string, parameters: unknown[]): Promise<CopyAnswer> {
  // On a server, '/dev/blob' would be a file of the server's own file system: never go there.
  if (db.mode !== 'pglite') throw new Error('A COPY through /dev/blob runs on PGlite only');
  return db.kysely
    .executeQuery<CopyAnswer>({
      sql,
      parameters,
      query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] },
      queryId: { queryId: COPY_BLOB_QUERY_ID },
    })
    .then((result) => result.rows[0] ?? { data: new Uint8Array(), rows: 0 });
}

/** The rows of `select` in PostgreSQL's binary COPY format, in one statement (PGlite only). */
export function copyOutBinary(db: Database, select: string): Promise<CopyAnswer> {
  return copyOnPglite(db, `copy (${select}) to '/dev/blob' with (format binary)`, []);
}

/** Appends binary COPY `data` (from copyOutBinary, same columns) to `table` (PGlite only). */
export async function copyInBinary(db: Database, table: string, data: Uint8Array): Promise<number> {
  const answer = await copyOnPglite(db, `copy ${table} from '/dev/blob' with (format binary)`, [
    data,
  ]);
  return answer.rows;
}
