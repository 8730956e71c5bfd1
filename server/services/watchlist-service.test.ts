import { Code, createClient } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { WatchlistSchedule, WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import { matchFilingChanges } from '#server/domain/watchlists/match-filing-changes.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { insertOrganization, insertUser, insertWatchlist } from '#tests/support/watchlists.ts';
import { createWatchlistService } from './watchlist-service.ts';

type Role = 'owner' | 'member' | 'admin' | 'outsider' | 'loner';
const ROLES: Role[] = ['owner', 'member', 'admin', 'outsider', 'loner'];
const ORG: Record<Role, [string | null, string | null]> = {
  owner: ['o1', 'member'],
  member: ['o1', 'member'],
  admin: ['o1', 'admin'],
  outsider: ['o2', 'admin'],
  loner: [null, null],
};

const input = (name: string, visibility: ItemVisibility = ItemVisibility.PRIVATE) => ({
  name,
  filters: { states: ['TX'] },
  thresholds: { minRateImpact: 3, statuses: ['Approved'] },
  schedule: WatchlistSchedule.WEEKLY,
  visibility,
});

describe.each(listTestTargets())('WatchlistService on %s', (target) => {
  const t = useTestDatabase(target, async (db) => {
    await insertOrganization(db, 'o1', { owner: 'member', member: 'member', admin: 'admin' });
    await insertOrganization(db, 'o2', { outsider: 'admin' });
    await insertUser(db, 'loner');
    const shared = await insertWatchlist(
      db,
      { userId: 'owner', organizationId: 'o1' },
      { name: 'Shared', visibility: 'organization', filters: { states: ['TX'] } },
    );
    const mine = await insertWatchlist(db, { userId: 'owner' }, { name: 'Private' });
    return { shared, mine };
  });
  const registration = createWatchlistService({ getDatabase: async () => t.db });
  const client = (role: Role) => {
    const [organizationId, organizationRole] = ORG[role];
    return createClient(
      WatchlistService,
      createTestTransport([registration], {
        user: {
          userId: role,
          organizationId,
          organizationRole,
          organizationPermissions: organizationRole ? listRolePermissions(organizationRole) : [],
        },
      }),
    );
  };

  it('refuses anonymous callers on every method', async () => {
    const anonymous = createClient(WatchlistService, createTestTransport([registration]));
    const id = t.seeded.shared.id;
    const calls = [
      anonymous.listWatchlists({}),
      anonymous.createWatchlist({ watchlist: input('x') }),
      anonymous.updateWatchlist({ id, watchlist: input('x') }),
      anonymous.deleteWatchlist({ id }),
      anonymous.setWatchlistSubscription({ id, subscribed: true }),
      anonymous.listNotifications({}),
      anonymous.markNotificationsRead({ all: true }),
    ];
    for (const call of calls) expect(await codeOf(call)).toBe(Code.Unauthenticated);
  });

  it('ListWatchlists: the owner sees both, the organization the shared one, others none', async () => {
    const names = async (role: Role) =>
      (await client(role).listWatchlists({})).watchlists
        .filter((w) => ['Shared', 'Private'].includes(w.name))
        .map((w) => w.name);
    expect(await names('owner')).toEqual(['Private', 'Shared']);
    expect(await names('member')).toEqual(['Shared']);
    expect(await names('admin')).toEqual(['Shared']);
    expect(await names('outsider')).toEqual([]);
    expect(await names('loner')).toEqual([]);
    const seen = (await client('member').listWatchlists({})).watchlists.find(
      (w) => w.name === 'Shared',
    );
    expect(seen?.sharing).toMatchObject({ ownedByCaller: false, canChange: false });
    expect(seen?.filters?.states).toEqual(['TX']);
  });

  it('CreateWatchlist: anyone creates a private one; sharing needs an active organization', async () => {
    for (const role of ROLES) {
      const { watchlist } = await client(role).createWatchlist({ watchlist: input(`${role} own`) });
      expect(watchlist).toMatchObject({
        name: `${role} own`,
        schedule: WatchlistSchedule.WEEKLY,
        subscribed: true,
        email: true,
      });
      expect(watchlist?.thresholds).toMatchObject({ minRateImpact: 3, statuses: ['Approved'] });
      expect(watchlist?.thresholds?.minPolicyholders).toBeUndefined();
      const shared = client(role).createWatchlist({
        watchlist: input(`${role} shared`, ItemVisibility.ORGANIZATION),
      });
      expect(await codeOf(shared)).toBe(role === 'loner' ? Code.PermissionDenied : undefined);
    }
    expect(
      await codeOf(client('owner').createWatchlist({ watchlist: { ...input(''), name: ' ' } })),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(
        client('owner').createWatchlist({
          watchlist: { ...input('neg'), thresholds: { minRateImpact: -1 } },
        }),
      ),
    ).toBe(Code.InvalidArgument);
  });

  it('UpdateWatchlist: owner and admin change the shared one; a member may not; others do not see it', async () => {
    const { shared, mine } = t.seeded;
    const expected: Record<Role, Code | undefined> = {
      owner: undefined,
      member: Code.PermissionDenied,
      admin: undefined,
      outsider: Code.NotFound,
      loner: Code.NotFound,
    };
    for (const role of ROLES) {
      const call = client(role).updateWatchlist({
        id: shared.id,
        watchlist: { ...input('Shared'), visibility: ItemVisibility.UNSPECIFIED },
      });
      expect([role, await codeOf(call)]).toEqual([role, expected[role]]);
    }
    for (const role of ['member', 'admin', 'outsider', 'loner'] as const) {
      const call = client(role).updateWatchlist({ id: mine.id, watchlist: input('Private') });
      expect([role, await codeOf(call)]).toEqual([role, Code.NotFound]);
    }
    const after = await client('owner').listWatchlists({});
    const updated = after.watchlists.find((w) => w.id === shared.id);
    expect(updated?.sharing?.visibility).toBe(ItemVisibility.ORGANIZATION);
    expect(updated?.schedule).toBe(WatchlistSchedule.WEEKLY);
    const audit = await t.db.query<{ action: string; actor_user_id: string }>(
      `select action, actor_user_id from audit_events where item_id = $1 order by id`,
      [shared.id],
    );
    expect(audit).toEqual([
      { action: 'created', actor_user_id: 'owner' },
      { action: 'changed', actor_user_id: 'owner' },
      { action: 'changed', actor_user_id: 'admin' },
    ]);
  });

  it('DeleteWatchlist: owner and admin delete a shared one; a member may not; others do not see it', async () => {
    const expected: Record<Role, Code | undefined> = {
      owner: undefined,
      member: Code.PermissionDenied,
      admin: undefined,
      outsider: Code.NotFound,
      loner: Code.NotFound,
    };
    for (const role of ROLES) {
      const target = await insertWatchlist(
        t.db,
        { userId: 'owner', organizationId: 'o1' },
        { name: `Doomed ${role}`, visibility: 'organization' },
      );
      expect([role, await codeOf(client(role).deleteWatchlist({ id: target.id }))]).toEqual([
        role,
        expected[role],
      ]);
      const left = await t.db.query('select 1 from watchlists where id = $1', [target.id]);
      expect(left.length).toBe(expected[role] === undefined ? 0 : 1);
    }
    expect(await codeOf(client('owner').deleteWatchlist({ id: 'not-a-uuid' }))).toBe(
      Code.InvalidArgument,
    );
  });

  it('SetWatchlistSubscription: whoever reads a watchlist subscribes; others do not see it', async () => {
    const { shared } = t.seeded;
    for (const role of ROLES) {
      const call = client(role).setWatchlistSubscription({
        id: shared.id,
        subscribed: true,
        email: role !== 'admin',
      });
      const canRead = ['owner', 'member', 'admin'].includes(role);
      expect([role, await codeOf(call)]).toEqual([role, canRead ? undefined : Code.NotFound]);
    }
    const member = (await client('member').listWatchlists({})).watchlists.find(
      (w) => w.id === shared.id,
    );
    expect(member).toMatchObject({ subscribed: true, email: true });
  });

  it('ListNotifications and MarkNotificationsRead: each caller sees and marks only their own', async () => {
    const { shared } = t.seeded;
    await client('member').setWatchlistSubscription({
      id: shared.id,
      subscribed: true,
      email: false,
    });
    const filing = await insertFiling(t.db, { state: 'TX' });
    await enqueueFilingChanges(t.db, [filing.serff_tracking_number]);
    await matchFilingChanges(t.db);
    // Each caller hears only of watchlists they own or subscribed to: the owner of Shared and
    // Private, the member and admin of Shared (subscribed above), everyone of their own (created
    // in the CreateWatchlist test, TX with a 3% threshold).
    const allowed: Record<Role, string[]> = {
      // (and the three Doomed watchlists the member, outsider and loner could not delete).
      owner: [
        'Shared',
        'Private',
        'owner own',
        'owner shared',
        'Doomed member',
        'Doomed outsider',
        'Doomed loner',
      ],
      member: ['Shared', 'member own', 'member shared'],
      admin: ['Shared', 'admin own', 'admin shared'],
      outsider: ['outsider own', 'outsider shared'],
      loner: ['loner own'],
    };
    for (const role of ROLES) {
      const page = await client(role).listNotifications({});
      const names = page.notifications.map((n) => n.watchlistName).sort();
      expect([role, names]).toEqual([role, [...allowed[role]].sort()]);
      expect(page.unreadCount).toBe(allowed[role].length);
    }
    const memberPage = await client('member').listNotifications({});
    const first = memberPage.notifications.find((n) => n.watchlistName === 'Shared');
    expect(first).toMatchObject({
      serffTrackingNumber: filing.serff_tracking_number,
      watchlistName: 'Shared',
      state: 'TX',
      read: false,
    });
    expect(first?.reasons).toContain('Rate impact +7.2% (at least 3% either way)');
    // Someone else's ids change nothing.
    for (const role of ['owner', 'admin', 'outsider', 'loner'] as const) {
      await client(role).markNotificationsRead({ ids: [first?.id ?? ''] });
    }
    expect((await client('member').listNotifications({})).unreadCount).toBe(3);
    expect(
      (await client('member').markNotificationsRead({ ids: [first?.id ?? ''] })).unreadCount,
    ).toBe(2);
    const ownerBefore = (await client('owner').listNotifications({})).unreadCount;
    expect(ownerBefore).toBeGreaterThan(0);
    expect((await client('owner').markNotificationsRead({ all: true })).unreadCount).toBe(0);
    expect((await client('owner').listNotifications({ unreadOnly: true })).notifications).toEqual(
      [],
    );
  });

  it("ListNotifications pages through the newest first with the cursor, and only the caller's", async () => {
    const owner = client('owner');
    const all = (await owner.listNotifications({ limit: 100 })).notifications.map((n) => n.id);
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 50; pages++) {
      const page = await owner.listNotifications({ limit: 2, cursor });
      seen.push(...page.notifications.map((n) => n.id));
      if (!page.nextCursor) break;
      expect(page.notifications).toHaveLength(2);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
    // Another user's cursor reads none of the owner's notifications.
    const [firstId = ''] = all;
    const theirs = await client('member').listNotifications({ limit: 100, cursor: firstId });
    expect(theirs.notifications.filter((n) => all.includes(n.id))).toEqual([]);
    expect(await codeOf(owner.listNotifications({ cursor: 'not-a-uuid' }))).toBe(
      Code.InvalidArgument,
    );
  });
});
