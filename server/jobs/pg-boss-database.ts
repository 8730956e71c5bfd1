import type { Db } from 'pg-boss';
import type { Database } from '#server/db/connection.ts';
import { SCRIPT_ROWS_QUERY_ID } from '#server/db/pglite-dialect.ts';

/**
 * pg-boss's database for the embedded PGlite: every statement goes through the app's own handle,
 * so it waits its turn on PGlite's one session (the dialect's lock) and never runs inside a
 * transaction of the app. Scripts return the rows of every statement and are rolled back when
 * they fail (pg-boss's BEGIN … COMMIT blocks expect both; see the dialect).
 */
export function createPgBossDatabase(db: Database): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.kysely.executeQuery({
        sql: text,
        parameters: values ?? [],
        query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
        queryId: { queryId: SCRIPT_ROWS_QUERY_ID },
      });
      return { rows: [...result.rows] };
    },
  };
}
