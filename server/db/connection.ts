import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { readServerSetting } from '#server/config/read-server-setting.ts';
import { DEFAULT_DATA_DIR } from '#server/config/server-env-schema.ts';
import { createDatabase, type Database } from './create-database.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';
import { openPglite } from './open-pglite.ts';
import { createPgliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';
import { typeParsers } from './type-parsers.ts';

export type { Database } from './create-database.ts';

export type OpenDatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The data directory (PGlite lives in `<dataDir>/pglite`); `memory://` keeps it in memory. */
  dataDir?: string;
  /** Pool size for server mode (default 10). */
  maxConnections?: number;
  /** Skip migrations (tests that clone an already migrated template). */
  skipMigrations?: boolean;
};

/** How long a query waits for a connection (pool slot or new socket) before it fails. */
export const CONNECT_TIMEOUT_MS = 3000;

export function createPgPool(databaseUrl: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // Without a limit a query waits for ever on a server that accepts no connections; with it the
    // call fails (as unavailable, see map-database-error.ts) and the next one tries again.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notice a server that vanished without closing the socket.
    keepAlive: true,
    // The api's statements are short and use indexes; at 100,000 filings their estimated cost
    // still passes jit_above_cost, and compiling took longer than running (a search went from
    // 40 ms to 2.3 s). Set per connection, so every statement of every client runs without JIT.
    options: '-c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ??
        pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server (restart, failover) emits here; without a listener the
  // process would crash. The pool drops that client and the next query reconnects.
  pool.on('error', () => undefined);
  // The pool listens for errors of idle clients only. A checked-out client with no query running
  // (between two statements of a transaction, or between Kysely acquiring it and sending the
  // query) that loses its server emits 'error' on itself: unheard, that error would end the
  // process. Heard, the client is marked broken, its next query fails (unavailable) and the pool
  // discards it when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

async function openServerDatabase(databaseUrl: string, max?: number): Promise<Database> {
  const pool = createPgPool(databaseUrl, max);
  return createDatabase(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}

/**
 * A streaming replica of the server database, for reads (ADR 028): no migrations (it replays the
 * primary's), its handle marked `replica` so that reads which would also store a result do not.
 */
export function openReplicaDatabase(databaseUrl: string): Database {
  const pool = createPgPool(databaseUrl);
  return createDatabase(
    new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    'postgres',
    undefined,
    { replica: true },
  );
}

/**
 * PGlite is one process's database: a second process opening the same directory sees a stale
 * copy, and whichever closes last overwrites the other's writes. So the directory is locked
 * (data-dir-lock.ts) for as long as it is open; a second opener gets DataDirectoryLockedError.
 */
async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://')) {
    const pglite = await openPglite({ directory: dataDir });
    return createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite) }), 'pglite');
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const pglite = await openPglite({ directory: join(dataDir, 'pglite') });
    return createDatabase(
      new Kysely<DB>({ dialect: createPgliteDialect(pglite) }),
      'pglite',
      lock.release,
    );
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Opens the database (PGlite unless a URL is given) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openServerDatabase(options.databaseUrl, options.maxConnections)
    : await openEmbeddedDatabase(options.dataDir ?? DEFAULT_DATA_DIR);
  if (!options.skipMigrations) {
    try {
      await runMigrations(db);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

let processDatabase: Promise<Database> | undefined;

/**
 * The process-wide database, from `DATABASE_URL` / `DATA_DIR`, opened once (PGlite must never
 * open a directory twice; server/ is loaded once per process, ADR 015).
 */
export function getDatabase(): Promise<Database> {
  if (processDatabase) return processDatabase;
  const databaseUrl = readServerSetting('DATABASE_URL');
  const dataDir = readServerSetting('DATA_DIR');
  const opening = openDatabase({ databaseUrl, dataDir }).then((db) => {
    const close = db.close;
    db.close = async () => {
      if (processDatabase === opening) processDatabase = undefined;
      await close();
    };
    return db;
  });
  opening.catch(() => {
    if (processDatabase === opening) processDatabase = undefined;
  });
  processDatabase = opening;
  return opening;
}
