import type { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import { listNotifications } from '#server/domain/watchlists/list-notifications.ts';
import { sendWatchlistDigest } from '#server/domain/watchlists/send-watchlist-digest.ts';
import { verifyUnsubscribeLink } from '#server/domain/watchlists/unsubscribe-link.ts';
import { createLogger } from '#server/logging/logger.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import {
  createMemoryMailer,
  insertUser,
  insertWatchlist,
  serverUrlOf,
} from '#tests/support/watchlists.ts';
import { startJobQueue } from './start-job-queue.ts';
import { startWatchlistJobs, WATCHLIST_QUEUES } from './watchlist-jobs.ts';

const logger = createLogger({ level: 'silent' });
const signingKey = Buffer.alloc(32, 7);
const publicBaseUrl = 'https://rates.example.com';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(listTestTargets())('watchlist jobs on pg-boss, %s', (target) => {
  const t = useTestDatabase(target, async (db) => {
    await insertUser(db, 'watcher', 'watcher@example.test');
    return {
      watchlist: await insertWatchlist(
        db,
        { userId: 'watcher' },
        { name: 'Texas', filters: { states: ['TX'] }, schedule: 'immediate' },
      ),
    };
  });
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  async function startWorker() {
    const boss = await startJobQueue({
      db: t.db,
      databaseUrl: target === 'postgres' ? await serverUrlOf(t.db) : undefined,
      logger,
      schedule: false,
    });
    const mailer = createMemoryMailer();
    const jobs = await startWatchlistJobs(boss, {
      db: t.db,
      logger,
      digest: { mailer, publicBaseUrl, signingKey },
      pollingIntervalSeconds: 0.5,
    });
    stops.push(async () => {
      jobs.close();
      await boss.stop({ graceful: true, timeout: 5_000 });
    });
    return { boss, mailer };
  }

  it('matches a queued change and mails it at once, with the reason, a link and an unsubscribe link', async () => {
    const { mailer } = await startWorker();
    const filing = await insertFiling(t.db, { state: 'TX' });
    await insertFiling(t.db, { state: 'OH' });
    await enqueueFilingChanges(t.db, [filing.serff_tracking_number]);
    const sent = await until(
      async () => mailer.sent,
      (s) => s.length > 0,
    );
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail?.to).toBe('watcher@example.test');
    expect(mail?.subject).toBe('New watchlist matches: 1 filing');
    expect(mail?.text).toContain(`${publicBaseUrl}/filings/${filing.serff_tracking_number}`);
    expect(mail?.text).toContain('New match for this watchlist');
    const link = /Stop emails of this watchlist: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(verifyUnsubscribeLink(signingKey, new URL(link))).toMatchObject({
      ok: true,
      userId: 'watcher',
      watchlistIds: [t.seeded.watchlist.id],
    });
    const inApp = await listNotifications(t.db, 'watcher', { limit: 10 });
    expect(inApp.notifications.map((n) => n.serffTrackingNumber)).toContain(
      filing.serff_tracking_number,
    );
    // Queued again: the change is known, nothing more is sent.
    await enqueueFilingChanges(t.db, [filing.serff_tracking_number]);
    await until(
      () => t.db.query('select 1 from watchlist_filing_changes'),
      (rows) => rows.length === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailer.sent).toHaveLength(1);
  });

  it('keeps a job across a restart: sent while no worker runs, done by the next one', async () => {
    const filing = await insertFiling(t.db, { state: 'TX' });
    await enqueueFilingChanges(t.db, [filing.serff_tracking_number]);
    const sender = await startJobQueue({
      db: t.db,
      databaseUrl: target === 'postgres' ? await serverUrlOf(t.db) : undefined,
      logger,
      schedule: false,
    });
    await sender.createQueue(WATCHLIST_QUEUES.match, { policy: 'short' });
    await sender.send(WATCHLIST_QUEUES.match, {});
    await sender.stop({ graceful: true });
    const { mailer } = await startWorker();
    const sent = await until(
      async () => mailer.sent,
      (s) => s.length > 0,
    );
    expect(sent.map((m) => m.text.includes(filing.serff_tracking_number))).toEqual([true]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('digests with two processes on the server', () => {
  const t = useTestDatabase('postgres', async (db) => {
    for (const id of ['u1', 'u2', 'u3']) {
      await insertUser(db, id, `${id}@example.test`);
      await insertWatchlist(db, { userId: id }, { name: `Daily ${id}`, schedule: 'daily' });
    }
    return {};
  });

  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('sends each user one daily digest for a period, however the two processes race', async () => {
    const url = await serverUrlOf(t.db);
    const other = await openDatabase({ databaseUrl: url, skipMigrations: true, maxConnections: 4 });
    const bosses: PgBoss[] = [];
    try {
      const filings = [];
      for (let i = 0; i < 3; i++) filings.push(await insertFiling(t.db, { state: 'TX' }));
      await enqueueFilingChanges(
        t.db,
        filings.map((f) => f.serff_tracking_number),
      );
      const mailers = [createMemoryMailer(), createMemoryMailer()];
      const handles = [t.db, other];
      // Two app processes: each its own pool and its own pg-boss with the watchlist workers.
      for (const [i, db] of handles.entries()) {
        const boss = await startJobQueue({ db, databaseUrl: url, logger, schedule: false });
        bosses.push(boss);
        const jobs = await startWatchlistJobs(boss, {
          db,
          logger,
          digest: { mailer: mailers[i] ?? createMemoryMailer(), publicBaseUrl, signingKey },
          pollingIntervalSeconds: 0.5,
        });
        // What startBackgroundJobs does on start: match what was queued before.
        await jobs.requestMatch();
        stops.push(async () => jobs.close());
      }
      await until(
        () => t.db.query('select 1 from watchlist_notifications'),
        (rows) => rows.length === 9,
      );
      // Both processes plan the same daily run (as if both crons fired), and both also race the
      // sends directly.
      await Promise.all(bosses.map((boss) => boss.send(WATCHLIST_QUEUES.daily, {})));
      const direct = await Promise.all(
        ['u1', 'u2', 'u3'].flatMap((userId) =>
          handles.map((db, i) =>
            sendWatchlistDigest(
              db,
              { mailer: mailers[i] ?? createMemoryMailer(), publicBaseUrl, signingKey },
              { userId, schedule: 'daily', period: 'race-period' },
            ),
          ),
        ),
      );
      expect(direct.filter((o) => o === 'sent').length).toBeLessThanOrEqual(3);
      const all = () => mailers.flatMap((m) => m.sent);
      await until(
        async () => t.db.query('select 1 from watchlist_notifications where digest_run_id is null'),
        (rows) => rows.length === 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const perUser = all()
        .map((m) => m.to)
        .sort();
      expect(perUser).toEqual(['u1@example.test', 'u2@example.test', 'u3@example.test']);
      for (const mail of all()) expect(mail.subject).toContain('3 filings');
      const runs = await t.db.query<{ n: number }>(
        'select count(*)::int as n from watchlist_digest_runs where sent_at is not null and notification_count > 0',
      );
      expect(runs[0]?.n).toBe(3);
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: true, timeout: 5_000 });
      await other.close();
    }
  });
});
