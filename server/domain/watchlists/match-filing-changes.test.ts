import { describe, expect, it } from 'vitest';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import { openDatabase } from '#server/db/connection.ts';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import {
  insertOrganization,
  insertUser,
  insertWatchlist,
  serverUrlOf,
} from '#tests/support/watchlists.ts';
import { enqueueFilingChanges } from './enqueue-filing-changes.ts';
import { listNotifications } from './list-notifications.ts';
import { matchFilingChanges } from './match-filing-changes.ts';
import { describeReasons } from './notification-reasons.ts';
import { setWatchlistSubscription } from './set-watchlist-subscription.ts';

/** The analyst's watchlist: two competitors, private passenger auto, two states, impact >= 3% or >= 10,000 policyholders, approved or filed. */
const ANALYST = {
  filters: {
    carriers: ['Rival Group', 'Other Rival Group'],
    subTois: ['19.0001 Private Passenger Auto (PPA)'],
    states: ['TX', 'CA'],
  },
  thresholds: { minRateImpact: 3, minPolicyholders: 10_000, statuses: ['Approved', 'Filed'] },
};

function company(rateImpact: number, policyholders: number) {
  return {
    company: 'Rival Insurance Company',
    rate_impact: rateImpact,
    policyholders_affected: policyholders,
    written_premium_change: rateImpact * 100_000,
    written_premium_for_program: 10_000_000,
  };
}

describe.each(listTestTargets())('matchFilingChanges on %s', (target) => {
  const t = useTestDatabase(target, async (db) => {
    await insertUser(db, 'analyst');
    await insertOrganization(db, 'org-1', { analyst: 'admin', teammate: 'member' });
    const analyst = await insertWatchlist(
      db,
      { userId: 'analyst' },
      { name: 'Rivals', ...ANALYST },
    );
    const newYork = await insertWatchlist(
      db,
      { userId: 'analyst' },
      { name: 'New York', filters: { states: ['NY'] } },
    );
    const big = await insertWatchlist(
      db,
      { userId: 'analyst', organizationId: 'org-1' },
      { name: 'Big moves', thresholds: { minRateImpact: 20 }, visibility: 'organization' },
    );
    const teammate = createTestCaller('teammate', {
      organizationId: 'org-1',
      organizationRole: 'member',
      organizationPermissions: listRolePermissions('member'),
    });
    const subscribed = await setWatchlistSubscription(db, teammate, {
      watchlistId: big.id,
      subscribed: true,
      email: false,
    });
    expect(subscribed.ok).toBe(true);
    return { analyst, newYork, big };
  });

  it('notifies exactly the matching watchlists, once per change, with the reasons', async () => {
    const { db } = t;
    const rival = { carrier: 'Rival Group', filing_company: 'Rival Insurance Company' };
    const byImpact = await insertFiling(db, {
      ...rival,
      state: 'TX',
      companies: [company(-4.5, 2_000)],
    });
    const byPolicyholders = await insertFiling(db, {
      ...rival,
      state: 'CA',
      disposition_status: 'Filed',
      companies: [company(1, 12_000)],
    });
    const pending = await insertFiling(db, {
      ...rival,
      state: 'TX',
      disposition_status: 'Pending',
      companies: [company(9, 50_000)],
    });
    const small = await insertFiling(db, { ...rival, state: 'TX', companies: [company(2, 900)] });
    const huge = await insertFiling(db, {
      carrier: 'Someone Else',
      filing_company: 'Someone Else Co',
      state: 'OH',
      companies: [{ ...company(25, 100), company: 'Someone Else Co' }],
    });
    const keys = [byImpact, byPolicyholders, pending, small, huge].map(
      (f) => f.serff_tracking_number,
    );
    expect(await enqueueFilingChanges(db, keys)).toBe(5);
    const first = await matchFilingChanges(db);
    expect(first).toMatchObject({ filingsChecked: 5, notificationsCreated: 4 });
    // Immediate watchlists (the default of insertWatchlist): both users; the teammate subscribed.
    expect(first.immediateUserIds).toEqual(['analyst', 'teammate']);

    const mine = await listNotifications(db, 'analyst', { limit: 50 });
    expect(mine.unreadCount).toBe(3);
    const seen = mine.notifications.map((n) => `${n.watchlistName}:${n.serffTrackingNumber}`);
    expect(seen.sort()).toEqual(
      [
        `Big moves:${huge.serff_tracking_number}`,
        `Rivals:${byImpact.serff_tracking_number}`,
        `Rivals:${byPolicyholders.serff_tracking_number}`,
      ].sort(),
    );
    const impact = mine.notifications.find(
      (n) => n.serffTrackingNumber === byImpact.serff_tracking_number,
    );
    expect(impact?.reasons?.thresholds).toEqual([
      { kind: 'rate_impact', threshold: 3, value: -4.5 },
    ]);
    expect(describeReasons(impact?.reasons ?? never())).toEqual([
      'New match for this watchlist',
      'Rate impact -4.5% (at least 3% either way)',
      'Status Approved is one you watch',
    ]);
    const holders = mine.notifications.find(
      (n) => n.serffTrackingNumber === byPolicyholders.serff_tracking_number,
    );
    expect(holders?.reasons?.thresholds).toEqual([
      { kind: 'policyholders', threshold: 10_000, value: 12_000 },
    ]);
    const teammate = await listNotifications(db, 'teammate', { limit: 50 });
    expect(teammate.notifications.map((n) => n.serffTrackingNumber)).toEqual([
      huge.serff_tracking_number,
    ]);

    // The same import again: nothing new.
    await enqueueFilingChanges(db, keys);
    expect(await matchFilingChanges(db)).toMatchObject({
      filingsChecked: 5,
      notificationsCreated: 0,
    });

    // A status change is a new change of the filing: one more alert, saying what changed.
    await db.query(
      `update whole_filings set disposition_status = 'Filed' where serff_tracking_number = $1`,
      [byImpact.serff_tracking_number],
    );
    await enqueueFilingChanges(db, [byImpact.serff_tracking_number]);
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 1 });
    const after = await listNotifications(db, 'analyst', { limit: 1 });
    expect(after.unreadCount).toBe(4);
    expect(after.notifications[0]?.reasons?.change).toBe('changed');
    expect(describeReasons(after.notifications[0]?.reasons ?? never())).toContain(
      'Status changed from Approved to Filed',
    );
  });

  it('queues nothing for no filings, and drains an empty queue quietly', async () => {
    expect(await matchFilingChanges(t.db)).toMatchObject({ filingsChecked: 0 });
    expect(await enqueueFilingChanges(t.db, [])).toBe(0);
  });
});

function never(): never {
  throw new Error('expected a value');
}

describe.runIf(process.env.TEST_DATABASE_URL)('matchFilingChanges in two processes at once', () => {
  const t = useTestDatabase('postgres', async (db) => {
    await insertUser(db, 'racer');
    return insertWatchlist(db, { userId: 'racer' }, { name: 'Texas', filters: { states: ['TX'] } });
  });

  it('notifies each change once however the two race, queued again or not', async () => {
    const other = await openDatabase({
      databaseUrl: await serverUrlOf(t.db),
      skipMigrations: true,
      maxConnections: 2,
    });
    try {
      const keys: string[] = [];
      for (let i = 0; i < 40; i++)
        keys.push((await insertFiling(t.db, { state: 'TX' })).serff_tracking_number);
      await enqueueFilingChanges(t.db, keys);
      // Both drain the queue at once while the same filings are queued again half way.
      const results = await Promise.all([
        matchFilingChanges(t.db),
        matchFilingChanges(other),
        enqueueFilingChanges(other, keys.slice(0, 20)),
        matchFilingChanges(t.db),
      ]);
      await matchFilingChanges(other);
      const created = [results[0], results[1], results[3]].reduce(
        (sum, r) => sum + (typeof r === 'number' ? 0 : r.notificationsCreated),
        0,
      );
      const rows = await t.db.query<{ serff_tracking_number: string; n: number }>(
        `select serff_tracking_number, count(*)::int as n from watchlist_notifications
          where user_id = 'racer' group by 1`,
      );
      expect(rows).toHaveLength(40);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect(created).toBe(40);
    } finally {
      await other.close();
    }
  });
});
