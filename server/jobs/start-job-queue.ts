import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '#server/db/connection.ts';
import { createPgBossDatabase } from './pg-boss-database.ts';

export type JobQueueOptions = {
  db: Database;
  /** The server's URL (pg-boss keeps its own small pool there); required on a server. */
  databaseUrl?: string;
  logger: Logger;
  /** Run the cron schedules in this instance (pg-boss sends each occurrence once in all). */
  schedule?: boolean;
};

/**
 * pg-boss (ADR 026) on the app's database: on a PostgreSQL server with its own pool of the same
 * URL, on PGlite through the app's handle (`backend: 'pglite'`). Its tables live in the schema
 * "pgboss", made or migrated on start. Jobs are rows there: they survive a restart and each is
 * taken by one worker (`for update skip locked`), however many processes run.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    schedule: options.schedule ?? true,
    // The app's process is the only one on PGlite; on a server every api process registers.
    registerInstance: false,
  } as const;
  let boss: PgBoss;
  if (options.db.mode === 'pglite') {
    boss = new PgBoss({ ...common, db: createPgBossDatabase(options.db), backend: 'pglite' });
  } else {
    if (!options.databaseUrl) throw new Error('The job queue needs the database URL on a server');
    boss = new PgBoss({
      ...common,
      connectionString: options.databaseUrl,
      max: 3,
      application_name: 'rate-filing-jobs',
    });
  }
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
