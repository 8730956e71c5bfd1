import packageJson from '#package.json' with { type: 'json' };
import { getDatabase } from '#server/db/connection.ts';
import { checkDatabase, type DatabaseCheck, type QueryableDatabase } from './check-database.ts';

export type Health = {
  /** 'ok' when the database answers, else 'unavailable' (then database.reason says why). */
  status: 'ok' | 'unavailable';
  /** The product's version (package.json). */
  version: string;
  /** Whole seconds since the process started. */
  uptimeSeconds: number;
  database: DatabaseCheck;
};

export type GetHealthOptions = {
  openDatabase?: () => Promise<QueryableDatabase>;
  timeoutMs?: number;
};

/** The health report of /api/health: database reachability and schema version. */
export async function getHealth(options: GetHealthOptions = {}): Promise<Health> {
  const database = await checkDatabase(options.openDatabase ?? getDatabase, options.timeoutMs);
  return {
    status: database.reachable ? 'ok' : 'unavailable',
    version: packageJson.version,
    uptimeSeconds: Math.floor(process.uptime()),
    database,
  };
}
