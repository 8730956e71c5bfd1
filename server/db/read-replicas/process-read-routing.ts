import { readServerSetting } from '#server/config/read-server-setting.ts';
import { getDatabase, openReplicaDatabase } from '#server/db/connection.ts';
import { logger } from '#server/logging/logger.ts';
import { createReadPool, type ReadPool } from './read-pool.ts';
import { createReadRouting } from './read-routing.ts';

let processReadPool: Promise<ReadPool | undefined> | undefined;

async function openProcessReadPool(): Promise<ReadPool | undefined> {
  const urls = readServerSetting('DATABASE_READ_URLS');
  if (urls.length === 0 || !readServerSetting('DATABASE_URL')) return undefined;
  const pool = createReadPool(await getDatabase(), urls.map(openReplicaDatabase), {
    maxLagMs: readServerSetting('DATABASE_READ_MAX_LAG_MS'),
  });
  await pool.refresh();
  logger.info({ replicas: pool.status() }, 'database: reads go to streaming replicas');
  return pool;
}

/** The process's replicas (DATABASE_READ_URLS), opened on first use; undefined when none. */
export function getProcessReadPool(): Promise<ReadPool | undefined> {
  processReadPool ??= openProcessReadPool();
  return processReadPool;
}

/** The process's routing of api calls: reads to replicas, writes and the rest to the primary. */
export const processReadRouting = createReadRouting({
  getPrimary: getDatabase,
  getReadPool: getProcessReadPool,
  onFallback: (error) =>
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'database: a read failed on its replica and ran on the primary',
    ),
});
