import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@connectrpc/connect';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import { createMailboxMailer, MAILBOX_FILE_NAME } from '#server/auth/mailer.ts';
import { type BlobStore, createLocalBlobStore } from '#server/data/blob-store.ts';
import { importFilings } from '#server/data/import-filings.ts';
import type { Database } from '#server/db/connection.ts';
import { digestPeriodOf } from '#server/domain/watchlists/digest-period.ts';
import { setWatchlistSubscription } from '#server/domain/watchlists/set-watchlist-subscription.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createWatchlistService } from '#server/services/watchlist-service.ts';
import { createTestCaller, createTestTransport } from '#tests/support/create-test-transport.ts';
import {
  HOMEOWNERS,
  type ImportRow,
  importRow,
  PRIVATE_PASSENGER_AUTO,
  toJsonLines,
} from '#tests/support/import-rows.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import {
  insertOrganization,
  insertUser,
  insertWatchlist,
  readMailbox,
  serverUrlOf,
  waitFor,
  watchlistJobsIdle,
} from '#tests/support/watchlists.ts';
import { startJobQueue } from './start-job-queue.ts';
import { startWatchlistJobs, WATCHLIST_QUEUES } from './watchlist-jobs.ts';

const logger = createLogger({ level: 'silent' });
const publicBaseUrl = 'https://rates.example.com';
const signingKey = Buffer.alloc(32, 9);

/** Ten million dollars of written premium: a change of $X00,000 is X%. */
const PREMIUM = 10_000_000;

/**
 * The filings of the import: which watchlists each one should reach (the analyst's "Rivals" and
 * "Premium moves", the other user's weekly "Everything"), and which none of the analyst's.
 */
const FILINGS = {
  /** Rivals (rate impact -4.5% against 3% either way), Everything. */
  impact: importRow({
    serff_tracking_number: 'RIVL-134800001',
    rate_impact: -4.5,
    policyholders_affected: 2_000,
    written_premium_change: -450_000,
    written_premium_for_program: PREMIUM,
  }),
  /** Rivals (12,000 policyholders against 10,000), Everything. */
  holders: importRow({
    serff_tracking_number: 'RIVL-134800002',
    state: 'CA',
    disposition_status: 'Filed',
    rate_impact: 1,
    policyholders_affected: 12_000,
    written_premium_change: 100_000,
    written_premium_for_program: PREMIUM,
  }),
  /** Everything only: pending is not a status Rivals watches. */
  pending: importRow({
    serff_tracking_number: 'RIVL-134800003',
    disposition_status: 'Pending',
    rate_impact: 9,
    policyholders_affected: 50_000,
  }),
  /** Premium moves (+8% of the written premium, a Rate filing), Everything. */
  premium: importRow({
    serff_tracking_number: 'OTHR-134800004',
    carrier: 'Other Carrier Group',
    company: 'Other Carrier Insurance Company',
    state: 'OH',
    ...HOMEOWNERS,
    filing_type: 'Rate',
    rate_impact: 8,
    written_premium_change: 800_000,
    written_premium_for_program: PREMIUM,
  }),
  /** Everything only: homeowners is not the line Rivals watches. */
  homeowners: importRow({
    serff_tracking_number: 'RIVL-134800005',
    ...HOMEOWNERS,
    rate_impact: 6,
    policyholders_affected: 30_000,
  }),
} satisfies Record<string, ImportRow>;

/**
 * Issue 26, "Done when": a test imports new filings and checks that exactly the matching
 * watchlists notify, once, in the app and by email (the mailbox file, as without SMTP_URL), with
 * the right reasons. The real queue runs (pg-boss on the test database); the same import again,
 * a restart of the workers and a second run of a digest send nothing more; a status change is a
 * new alert; the weekly digest goes out once.
 */
describe.each(listTestTargets())('watchlist alerts from an import, on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  let mailbox = '';
  let worker: { boss: PgBoss; stop: () => Promise<void> } | undefined;

  async function startWorker() {
    const boss = await startJobQueue({
      db,
      databaseUrl: target === 'postgres' ? await serverUrlOf(db) : undefined,
      logger,
      schedule: false,
    });
    const jobs = await startWatchlistJobs(boss, {
      db,
      logger,
      digest: { mailer: createMailboxMailer(mailbox, logger), publicBaseUrl, signingKey },
      pollingIntervalSeconds: 0.5,
    });
    // As startBackgroundJobs does: whatever was queued before the start is matched.
    await jobs.requestMatch();
    worker = {
      boss,
      stop: async () => {
        jobs.close();
        await boss.stop({ graceful: true, timeout: 5_000 });
      },
    };
  }

  const importFile = async (rows: ImportRow[]) => {
    const result = await importFilings(db, blobs, {
      text: toJsonLines(rows),
      format: 'jsonl',
      pdfDir: dir,
    });
    expect(result.ok).toBe(true);
  };
  const settle = async () => {
    expect(await waitFor(() => watchlistJobsIdle(db), Boolean)).toBe(true);
  };
  /** What the app shows `userId` (WatchlistService.ListNotifications): "watchlist: filing" → reasons. */
  const inApp = async (userId: string) => {
    const client = createClient(
      WatchlistService,
      createTestTransport([createWatchlistService({ getDatabase: async () => db })], {
        user: { userId },
      }),
    );
    const { notifications } = await client.listNotifications({ limit: 100 });
    return Object.fromEntries(
      notifications
        .map((n) => [`${n.watchlistName}: ${n.serffTrackingNumber}`, n.reasons] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  };
  const mails = () => readMailbox(mailbox);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-alerts-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
    mailbox = join(dir, MAILBOX_FILE_NAME);
    await insertOrganization(db, 'org-alerts', { analyst: 'admin', teammate: 'member' });
    await insertUser(db, 'other');
    const analyst = { userId: 'analyst', organizationId: 'org-alerts' };
    // "Any of my competitors, private passenger auto, in my states, impact of 3% or more either
    // way or 10,000 policyholders or more, approved or filed."
    await insertWatchlist(db, analyst, {
      name: 'Rivals',
      filters: {
        carriers: ['Rival Group'],
        subTois: [PRIVATE_PASSENGER_AUTO.sub_toi],
        states: ['TX', 'CA'],
      },
      thresholds: { minRateImpact: 3, minPolicyholders: 10_000, statuses: ['Approved', 'Filed'] },
    });
    await insertWatchlist(db, analyst, { name: 'New York', filters: { states: ['NY'] } });
    const premium = await insertWatchlist(db, analyst, {
      name: 'Premium moves',
      visibility: 'organization',
      thresholds: { minWrittenPremiumChange: 5, filingTypes: ['Rate'] },
    });
    const teammate = createTestCaller('teammate', {
      organizationId: 'org-alerts',
      organizationRole: 'member',
      organizationPermissions: listRolePermissions('member'),
    });
    const subscribed = await setWatchlistSubscription(db, teammate, {
      watchlistId: premium.id,
      subscribed: true,
      email: true,
    });
    expect(subscribed.ok).toBe(true);
    await insertWatchlist(db, { userId: 'other' }, { name: 'Everything', schedule: 'weekly' });
    await startWorker();
  });
  afterAll(async () => {
    await worker?.stop();
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const NEW = 'New match for this watchlist';

  it('notifies exactly the matching watchlists, in the app and by email, with the reasons', async () => {
    await importFile(Object.values(FILINGS));
    await waitFor(mails, (m) => m.length >= 2);
    await settle();

    expect(await inApp('analyst')).toEqual({
      'Premium moves: OTHR-134800004': [
        NEW,
        'Written premium change +8% ($800,000; at least 5% either way)',
        'Filing type Rate is one you watch',
      ],
      'Rivals: RIVL-134800001': [
        NEW,
        'Rate impact -4.5% (at least 3% either way)',
        'Status Approved is one you watch',
      ],
      'Rivals: RIVL-134800002': [
        NEW,
        '12,000 policyholders affected (at least 10,000)',
        'Status Filed is one you watch',
      ],
    });
    expect(Object.keys(await inApp('teammate'))).toEqual(['Premium moves: OTHR-134800004']);
    expect(Object.keys(await inApp('other'))).toEqual(
      Object.values(FILINGS)
        .map((f) => `Everything: ${f.serff_tracking_number}`)
        .sort(),
    );

    // At once: one mail per user with new matches; the weekly watchlist waits for its digest.
    const sent = await mails();
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['analyst@example.test', 'New watchlist matches: 3 filings'],
      ['teammate@example.test', 'New watchlist matches: 1 filing'],
    ]);
    const toAnalyst = sent.find((m) => m.to === 'analyst@example.test')?.text ?? '';
    for (const line of [
      '== Rivals ==',
      'RIVL-134800001: Rival Group, TX, Rival Auto (Approved)',
      '  - Rate impact -4.5% (at least 3% either way)',
      '  - 12,000 policyholders affected (at least 10,000)',
      `  ${publicBaseUrl}/filings/RIVL-134800002`,
      '== Premium moves ==',
      '  - Written premium change +8% ($800,000; at least 5% either way)',
    ]) {
      expect(toAnalyst).toContain(line);
    }
    expect(toAnalyst).not.toContain('RIVL-134800003');
    expect(toAnalyst).not.toContain('RIVL-134800005');
    expect(toAnalyst.match(/Stop emails of this watchlist: /g)).toHaveLength(2);
    // List-Unsubscribe (RFC 8058) in the mailbox file: a one-watchlist mail's is its body link;
    // a mail of two watchlists has the link that stops both, also printed in its body.
    const toTeammate = sent.find((m) => m.to === 'teammate@example.test');
    const teammateLink = /Stop emails of this watchlist: (\S+)/.exec(toTeammate?.text ?? '')?.[1];
    expect(toTeammate?.headers).toEqual({
      'List-Unsubscribe': `<${teammateLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const bothLink = /Stop emails of all 2 watchlists in this digest: (\S+)/.exec(toAnalyst)?.[1];
    expect(bothLink).toBeDefined();
    expect(sent.find((m) => m.to === 'analyst@example.test')?.headers?.['List-Unsubscribe']).toBe(
      `<${bothLink}>`,
    );
  });

  it('sends nothing more for the same import, nor after the workers restart', async () => {
    const before = { mails: (await mails()).length, analyst: await inApp('analyst') };
    await importFile(Object.values(FILINGS));
    await settle();
    await worker?.stop();
    await startWorker();
    await importFile(Object.values(FILINGS));
    await settle();
    expect((await mails()).length).toBe(before.mails);
    expect(await inApp('analyst')).toEqual(before.analyst);
    expect(Object.keys(await inApp('other'))).toHaveLength(5);
  });

  it('alerts a status change once, saying what changed', async () => {
    const approved = { ...FILINGS.holders, disposition_status: 'Approved' };
    await importFile([approved]);
    await waitFor(mails, (m) => m.length >= 3);
    await importFile([approved]);
    await settle();
    const sent = await mails();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.to).toBe('analyst@example.test');
    expect(sent[2]?.text).toContain('  - Status changed from Filed to Approved');
    const client = createClient(
      WatchlistService,
      createTestTransport([createWatchlistService({ getDatabase: async () => db })], {
        user: { userId: 'analyst' },
      }),
    );
    const { notifications, unreadCount } = await client.listNotifications({ limit: 100 });
    expect(unreadCount).toBe(4);
    expect(notifications[0]).toMatchObject({
      watchlistName: 'Rivals',
      serffTrackingNumber: 'RIVL-134800002',
      dispositionStatus: 'Approved',
      reasons: [
        'Status changed from Filed to Approved',
        '12,000 policyholders affected (at least 10,000)',
        'Status Approved is one you watch',
      ],
    });
  });

  it('sends the weekly digest once, however often its job runs', async () => {
    const boss = worker?.boss;
    if (!boss) throw new Error('no worker');
    // As if the cron fired in two processes, then once more later in the week.
    await boss.send(WATCHLIST_QUEUES.weekly, {});
    await boss.send(WATCHLIST_QUEUES.weekly, {});
    await waitFor(mails, (m) => m.some((x) => x.to === 'other@example.test'));
    await settle();
    await boss.send(WATCHLIST_QUEUES.weekly, {});
    await settle();
    const weekly = (await mails()).filter((m) => m.to === 'other@example.test');
    const period = digestPeriodOf('weekly', new Date());
    expect(weekly.map((m) => m.subject)).toEqual([
      `Your weekly watchlist digest (${period}): 6 filings`,
    ]);
    expect(weekly[0]?.text).toContain('Status changed from Filed to Approved');
  });
});
