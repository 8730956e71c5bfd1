import type { Database } from '#server/db/create-database.ts';

export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export type DatabaseCheck =
  | {
      reachable: true;
      /** The latest applied migration (`010`), or null before any ran. */
      schemaVersion: string | null;
      latencyMs: number;
    }
  | { reachable: false; reason: string };

type MigrationRow = { version: string };
/** All the check needs of a database handle. */
export type QueryableDatabase = Pick<Database, 'query'>;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readSchemaVersion(db: QueryableDatabase): Promise<string | null> {
  try {
    const rows = await db.query<MigrationRow>(
      'select version from schema_migrations order by version desc limit 1',
    );
    return rows[0]?.version ?? null;
  } catch {
    return null; // no migrations table yet
  }
}

/** Runs `select 1` (and reads the schema version) with a time limit; never throws. */
export async function checkDatabase(
  openDatabase: () => Promise<QueryableDatabase>,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<DatabaseCheck> {
  const startedAt = performance.now();
  try {
    const probe = async () => {
      const db = await openDatabase();
      await db.query('select 1');
      return readSchemaVersion(db);
    };
    const schemaVersion = await withTimeout(probe(), timeoutMs);
    const latencyMs = Math.round(performance.now() - startedAt);
    return { reachable: true, schemaVersion, latencyMs };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
