import { join } from 'node:path';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { createPgPool, type Database } from '#server/db/connection.ts';
import { createDatabase } from '#server/db/create-database.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openPglite } from '#server/db/open-pglite.ts';
import { createPgliteDialect } from '#server/db/pglite-dialect.ts';
import type { DB } from '#server/db/schema.ts';

/** One statement as the driver received it. */
export type RecordedStatement = { sql: string; parameters: readonly unknown[] };

type ClientQuery = (text: string, values?: readonly unknown[]) => Promise<unknown>;

export type RecordingDatabase = {
  db: Database;
  /**
   * Runs `fn`, returning every statement it sent to the database: grouped by connection (a call
   * may run transactions on several at once, as a search does), each connection's in the order
   * it ran them, so that a transaction's statements stay together.
   */
  record<T>(fn: () => Promise<T>): Promise<{ value: T; statements: RecordedStatement[] }>;
  /**
   * Runs `fn` and returns what it sent even when it fails: the statements that completed and
   * those the database ended with an error (a search stopped by its time limit, ADR 036), in
   * order, with the call's error. The query-plan test plans a stopped statement too.
   */
  recordSettled(
    fn: () => Promise<unknown>,
  ): Promise<{ error: unknown; statements: RecordedStatement[] }>;
};

type Sink = { statements: RecordedStatement[]; withFailed: boolean };

/**
 * Opens the bench database (as server/db/connection.ts does, migrations included) with a Kysely
 * logger, so that the statements the api's own code runs can be captured and replayed under
 * EXPLAIN ANALYZE: the floor then measures exactly the SQL the api sends.
 */
export async function openRecordingDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<RecordingDatabase> {
  let sink: Sink | undefined;
  /** Statements by connection (PGlite has one); the order of the connections' first statements. */
  let byConnection = new Map<number, RecordedStatement[]>();
  const push = (connection: number, statement: RecordedStatement) => {
    if (!sink) return;
    const list = byConnection.get(connection) ?? [];
    if (list.length === 0) byConnection.set(connection, list);
    list.push(statement);
  };
  const log = (event: LogEvent) => {
    if (sink && (event.level === 'query' || sink.withFailed))
      push(0, { sql: event.query.sql, parameters: event.query.parameters });
  };
  const capture = async <T>(
    withFailed: boolean,
    fn: (statements: RecordedStatement[]) => Promise<T>,
  ): Promise<T> => {
    if (sink) throw new Error('record() calls must not overlap');
    const statements: RecordedStatement[] = [];
    sink = { statements, withFailed };
    byConnection = new Map();
    try {
      return await fn(statements);
    } finally {
      // `statements` is what fn's result holds: filled in place once the call has settled.
      statements.push(...[...byConnection.values()].flat());
      sink = undefined;
    }
  };
  let db: Database;
  if (options.databaseUrl) {
    const pool = createPgPool(options.databaseUrl, 4);
    // Each connection's statements are recorded by the connection itself (Kysely's log does not
    // say which connection ran a statement).
    let connections = 0;
    pool.on('connect', (client) => {
      const connection = ++connections;
      const query = client.query.bind(client) as unknown as ClientQuery;
      const recorded: ClientQuery = (text, values = []) => {
        const result = query(text, values);
        result.then(
          () => push(connection, { sql: text, parameters: values }),
          () => {
            if (sink?.withFailed) push(connection, { sql: text, parameters: values });
          },
        );
        return result;
      };
      Object.assign(client, { query: recorded });
    });
    db = createDatabase(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  } else {
    const pglite = await openPglite({ directory: join(options.dataDir, 'pglite') });
    db = createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite), log }), 'pglite');
  }
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    record: (fn) => capture(false, async (statements) => ({ value: await fn(), statements })),
    recordSettled: (fn) =>
      capture(true, async (statements) => {
        try {
          await fn();
          return { error: undefined, statements };
        } catch (error) {
          return { error, statements };
        }
      }),
  };
}
