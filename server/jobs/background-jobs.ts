import type { PgBoss } from 'pg-boss';
import { createMailer } from '#server/auth/get-auth.ts';
import { readServerSetting } from '#server/config/read-server-setting.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import { getSigningKey } from '#server/documents/signing-key.ts';
import { logger } from '#server/logging/logger.ts';
import { startJobQueue } from './start-job-queue.ts';
import { startWatchlistJobs, type WatchlistJobs } from './watchlist-jobs.ts';

let running: Promise<{ boss: PgBoss; watchlists: WatchlistJobs }> | undefined;

/**
 * The api process's background jobs (pg-boss, ADR 026): watchlist matching and email digests.
 * Started once per process after the database is ready; every api process may run them (each
 * job runs once in all). A changed filing queued before the start is matched at once.
 */
export function startBackgroundJobs(): Promise<{ boss: PgBoss; watchlists: WatchlistJobs }> {
  running ??= (async () => {
    const env = getServerEnv();
    const db = await getDatabase();
    const boss = await startJobQueue({
      db,
      databaseUrl: readServerSetting('DATABASE_URL'),
      logger,
    });
    const watchlists = await startWatchlistJobs(boss, {
      db,
      logger,
      digest: {
        mailer: createMailer(env),
        publicBaseUrl: env.PUBLIC_BASE_URL,
        signingKey: getSigningKey(),
      },
    });
    await watchlists.requestMatch();
    return { boss, watchlists };
  })();
  return running;
}

/** Stops the workers (jobs in flight finish or are retried after a restart). */
export async function stopBackgroundJobs(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  const { boss, watchlists } = await current;
  watchlists.close();
  await boss.stop({ graceful: true, timeout: 5_000 });
}
