import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { digestPeriodOf } from '#server/domain/watchlists/digest-period.ts';
import { onFilingChangesQueued } from '#server/domain/watchlists/filing-change-signal.ts';
import { matchFilingChanges } from '#server/domain/watchlists/match-filing-changes.ts';
import {
  type DigestDeps,
  listDigestRecipients,
  sendWatchlistDigest,
} from '#server/domain/watchlists/send-watchlist-digest.ts';
import { WATCHLIST_SCHEDULES } from '#server/domain/watchlists/watchlist.ts';

/** The queues of watchlists (pg-boss queue names). */
export const WATCHLIST_QUEUES = {
  /** Drains the changed-filings outbox into notifications; at most one waiting. */
  match: 'watchlist-match',
  daily: 'watchlist-digest-daily',
  weekly: 'watchlist-digest-weekly',
  /** One user's digest of one schedule and period. */
  send: 'watchlist-digest-send',
} as const;

/** When scheduled digests go out (UTC): daily at 07:00, weekly on Monday at 07:00. */
export const DIGEST_CRONS = { daily: '0 7 * * *', weekly: '0 7 * * 1' } as const;
/** Changes queued by other processes (an import script) are swept up this often. */
export const MATCH_SWEEP_CRON = '* * * * *';

const sendDataSchema = z.object({
  userId: z.string().min(1),
  schedule: z.enum(WATCHLIST_SCHEDULES),
  period: z.string().min(1).max(100),
});

export type WatchlistJobsOptions = {
  db: Database;
  digest: DigestDeps;
  logger: Logger;
  /** How often idle workers look for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
};

export type WatchlistJobs = {
  /** Asks for a match run soon (what a queued change signals in this process). */
  requestMatch(): Promise<void>;
  /** Stops listening for signals (the queue's workers stop with pg-boss). */
  close(): void;
};

/**
 * Registers the watchlist queues, workers and schedules on `boss`: matching runs after a change
 * is signalled in this process and every minute; its immediate matches go out as one digest per
 * user and run; daily and weekly digests are planned by cron (pg-boss sends each occurrence
 * once, whichever process holds it) and sent per user, each once (watchlist_digest_runs).
 */
export async function startWatchlistJobs(
  boss: PgBoss,
  options: WatchlistJobsOptions,
): Promise<WatchlistJobs> {
  const { db, logger } = options;
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.createQueue(WATCHLIST_QUEUES.match, { policy: 'short', retryLimit: 5, retryDelay: 5 });
  for (const name of [WATCHLIST_QUEUES.daily, WATCHLIST_QUEUES.weekly]) {
    await boss.createQueue(name, { retryLimit: 3, retryDelay: 60 });
  }
  await boss.createQueue(WATCHLIST_QUEUES.send, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });

  await boss.work(WATCHLIST_QUEUES.match, polling, async ([job]) => {
    const result = await matchFilingChanges(db);
    for (const userId of result.immediateUserIds) {
      await boss.send(WATCHLIST_QUEUES.send, {
        userId,
        schedule: 'immediate',
        period: `match-${job?.id ?? Date.now()}`,
      });
    }
    if (result.filingsChecked > 0) logger.info({ ...result }, 'watchlist match');
  });

  for (const schedule of ['daily', 'weekly'] as const) {
    await boss.work(WATCHLIST_QUEUES[schedule], polling, async () => {
      const period = digestPeriodOf(schedule, new Date());
      for (const userId of await listDigestRecipients(db, schedule)) {
        await boss.send(
          WATCHLIST_QUEUES.send,
          { userId, schedule, period },
          { singletonKey: `${userId}:${schedule}:${period}` },
        );
      }
    });
    await boss.schedule(WATCHLIST_QUEUES[schedule], DIGEST_CRONS[schedule], null, { tz: 'UTC' });
  }

  await boss.work(WATCHLIST_QUEUES.send, polling, async ([job]) => {
    const run = sendDataSchema.parse(job?.data);
    const outcome = await sendWatchlistDigest(db, options.digest, run);
    logger.info({ ...run, outcome }, 'watchlist digest');
  });

  await boss.schedule(WATCHLIST_QUEUES.match, MATCH_SWEEP_CRON, null, { tz: 'UTC' });

  const requestMatch = async () => {
    await boss.send(WATCHLIST_QUEUES.match, {}, { singletonKey: 'match' });
  };
  const unsubscribe = onFilingChangesQueued(() => {
    requestMatch().catch((error: unknown) =>
      logger.error({ err: error }, 'could not request a watchlist match'),
    );
  });
  return { requestMatch, close: unsubscribe };
}
