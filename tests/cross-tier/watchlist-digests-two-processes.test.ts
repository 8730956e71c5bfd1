import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort } from '#scripts/support/free-port.ts';
import { type Database, openDatabase } from '#server/db/connection.ts';
import { digestPeriodOf } from '#server/domain/watchlists/digest-period.ts';
import { WATCHLIST_QUEUES } from '#server/jobs/watchlist-jobs.ts';
import { importRow, toJsonLines } from '#tests/support/import-rows.ts';
import {
  createScratchDatabase,
  dropScratchDatabase,
} from '#tests/support/resilience/scratch-postgres.ts';
import { type SmtpStub, startSmtpStub } from '#tests/support/smtp-stub.ts';
import {
  insertUser,
  insertWatchlist,
  waitFor,
  watchlistJobsIdle,
} from '#tests/support/watchlists.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const DATABASE = `watchlist_processes_${process.pid}`;
const AUTH_SECRET = 'watchlist-processes-test-secret-at-least-32';
const run = promisify(execFile);

type AppProcess = { child: ChildProcess; stop: () => Promise<void> };

/**
 * Issue 26, "Done when": two app processes (`npm run start:api`, twice, on one PostgreSQL
 * database) send each digest once. Filings are imported by a third process (`npm run import`,
 * as against a server while the app runs); the processes' own schedule (the minute sweep)
 * matches them, and their mail goes through SMTP_URL to a local SMTP server. Both processes then
 * run the daily digest (as when both crons fire), one of them is restarted, the same file is
 * imported again and every job runs again: each user still has exactly one mail of each kind.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('watchlist digests with two app processes', () => {
  let databaseUrl = '';
  let db: Database;
  let smtp: SmtpStub;
  const dirs: string[] = [];
  const apps: (AppProcess | undefined)[] = [];
  const importFile = join(mkdtempSync(join(tmpdir(), 'rfi-two-import-')), 'filings.jsonl');
  dirs.push(join(importFile, '..'));

  async function startApp(): Promise<AppProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), 'rfi-two-'));
    dirs.push(dataDir);
    const port = await getFreePort();
    const child = spawn(process.execPath, [join(ROOT, 'scripts/start-api.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: 'http://rates.example.test',
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URLS: '',
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '1',
        DEMO_FILINGS: '0',
        DEMO_USER: 'false',
        AUTH_SECRET,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 120_000;
    while (!output.includes('is serving on')) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('the app did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      child,
      stop: async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await exited;
        }
      },
    };
  }

  /** `npm run import -- FILE` against the server, as its own process. */
  async function importWithCli(text: string) {
    writeFileSync(importFile, text);
    const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/import.ts'), importFile], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_READ_URLS: '' },
    });
    return stdout;
  }

  /** Sends jobs as the app's scheduler would (a pg-boss of the test's own, with no workers). */
  async function sendJobs(names: string[]) {
    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', schedule: false });
    await boss.start();
    try {
      for (const name of names) await boss.send(name, {});
    } finally {
      await boss.stop({ graceful: true });
    }
  }

  const settle = async () => {
    expect(await waitFor(() => watchlistJobsIdle(db), Boolean, 120_000)).toBe(true);
    // A send job planned in the last instant is picked up within a polling interval (2 s).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await watchlistJobsIdle(db)).toBe(true);
  };
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  const FILINGS = [1, 2, 3].map((n) =>
    importRow({ serff_tracking_number: `TWOP-13490000${n}`, rate_impact: 4 + n }),
  );
  const ELSEWHERE = importRow({ serff_tracking_number: 'TWOP-134900009', state: 'OH' });

  beforeAll(async () => {
    smtp = await startSmtpStub();
    databaseUrl = await createScratchDatabase(DATABASE);
    db = await openDatabase({ databaseUrl, maxConnections: 2 });
    for (const [user, schedule] of [
      ['at-once', 'immediate'],
      ['daily-1', 'daily'],
      ['daily-2', 'daily'],
    ] as const) {
      await insertUser(db, user, `${user}@example.test`);
      await insertWatchlist(
        db,
        { userId: user },
        {
          name: `Texas ${schedule}`,
          schedule,
          filters: { states: ['TX'] },
          thresholds: { minRateImpact: 3 },
        },
      );
    }
    apps.push(await startApp(), await startApp());
  }, 300_000);

  afterAll(async () => {
    for (const app of apps) await app?.stop();
    await db?.close();
    await smtp?.close();
    await dropScratchDatabase(DATABASE);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('matches an import made by another process within a minute, and mails it at once, once', async () => {
    const report = await importWithCli(toJsonLines([...FILINGS, ELSEWHERE]));
    expect(report).toContain('4 filing(s): 4 created');
    // No job is sent by the test: the apps' minute sweep (pg-boss cron, once across processes).
    const sent = await waitFor(
      async () => mailsTo('at-once@example.test'),
      (m) => m.length > 0,
      150_000,
    );
    expect(sent.map((m) => m.subject)).toEqual(['New watchlist matches: 3 filings']);
    await settle();
    expect(mailsTo('at-once@example.test')).toHaveLength(1);
    expect(sent[0]?.text).toContain('TWOP-134900001: Rival Group, TX, Rival Auto (Approved)');
    expect(sent[0]?.text).toContain('  - Rate impact +5% (at least 3% either way)');
    expect(sent[0]?.text).not.toContain('TWOP-134900009');
    expect(sent[0]?.text).toMatch(
      /Stop emails of this watchlist: http:\/\/rates\.example\.test\/api\/watchlists\/unsubscribe\?/,
    );
    const notified = await db.query<{ user_id: string; n: number }>(
      'select user_id, count(*)::int as n from watchlist_notifications group by 1 order by 1',
    );
    expect(notified).toEqual([
      { user_id: 'at-once', n: 3 },
      { user_id: 'daily-1', n: 3 },
      { user_id: 'daily-2', n: 3 },
    ]);
  }, 200_000);

  it('sends each daily digest once when both processes run it, and again after a restart', async () => {
    // Both processes' crons fire for the day (pg-boss would send one; two is the worst case).
    await sendJobs([WATCHLIST_QUEUES.daily, WATCHLIST_QUEUES.daily]);
    await waitFor(
      async () => [...mailsTo('daily-1@example.test'), ...mailsTo('daily-2@example.test')],
      (m) => m.length >= 2,
      60_000,
    );
    await settle();
    const period = digestPeriodOf('daily', new Date());
    for (const user of ['daily-1', 'daily-2']) {
      expect(mailsTo(`${user}@example.test`).map((m) => m.subject)).toEqual([
        `Your daily watchlist digest (${period}): 3 filings`,
      ]);
    }

    // One process restarts; the same file is imported again; every job runs again in both.
    await apps[0]?.stop();
    apps[0] = await startApp();
    const report = await importWithCli(toJsonLines([...FILINGS, ELSEWHERE]));
    expect(report).toContain('0 created, 4 updated');
    await sendJobs([
      WATCHLIST_QUEUES.match,
      WATCHLIST_QUEUES.daily,
      WATCHLIST_QUEUES.daily,
      WATCHLIST_QUEUES.weekly,
    ]);
    await settle();
    expect(smtp.received.map((m) => m.to.join(',')).sort()).toEqual([
      'at-once@example.test',
      'daily-1@example.test',
      'daily-2@example.test',
    ]);
    const runs = await db.query<{ schedule: string; n: number }>(
      `select schedule, count(*)::int as n from watchlist_digest_runs
        where sent_at is not null and notification_count > 0 group by 1 order by 1`,
    );
    expect(runs).toEqual([
      { schedule: 'daily', n: 2 },
      { schedule: 'immediate', n: 1 },
    ]);
  }, 300_000);
});
