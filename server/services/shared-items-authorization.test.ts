import { Code, ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntelligenceService, ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { SharedItemType, TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import { WatchlistSchedule, WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import { matchFilingChanges } from '#server/domain/watchlists/match-filing-changes.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTeamClient, type TeamCallerName } from '#tests/support/team-callers.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createIntelligenceService } from './intelligence-service.ts';
import { createSavedFilterService } from './saved-filter-service.ts';
import { createTeamService } from './team-service.ts';
import { createWatchlistService } from './watchlist-service.ts';

/**
 * The authorization table of issue 26: every method of the services that read or write shared
 * items (saved views, briefs, watchlists, notes, notifications, the audit log), called by each
 * caller of TEAM_CALLERS (tests/support/team-callers.ts) on an item the owner (a member) shared
 * with the organization, and on one they kept private:
 *
 *   member   a teammate, member role          admin    an admin of the owner's organization
 *   outsider an admin of another organization loner    a user with no organization
 *
 * A cell is what the caller gets: ok (and the change happened), sees / hidden (a listing), or the
 * Connect code (and nothing changed). A test at the end fails when a service gains a method that
 * has no row here, so a new method cannot skip its authorization test. Anonymous callers are
 * refused by every method (the service tests of each service check it).
 */
type Role = TeamCallerName;
const ROLES = ['owner', 'member', 'admin', 'outsider', 'loner'] as const satisfies Role[];
type Outcome = 'ok' | 'sees' | 'hidden' | 'unchanged' | Code | string;
type Expected = Record<Role, Outcome>;

const NF = Code.NotFound;
const PD = Code.PermissionDenied;

/** Owner, admin: ok; member: PERMISSION_DENIED; outsider, loner: NOT_FOUND. */
const MANAGE_SHARED: Expected = { owner: 'ok', member: PD, admin: 'ok', outsider: NF, loner: NF };
/** Only the owner; everyone else NOT_FOUND (the item's existence stays hidden). */
const OWNER_ONLY: Expected = { owner: 'ok', member: NF, admin: NF, outsider: NF, loner: NF };
/** Owner, member, admin: ok; outsider, loner: NOT_FOUND. */
const READ_SHARED: Expected = { owner: 'ok', member: 'ok', admin: 'ok', outsider: NF, loner: NF };
const LIST_SHARED: Expected = {
  owner: 'sees',
  member: 'sees',
  admin: 'sees',
  outsider: 'hidden',
  loner: 'hidden',
};
const LIST_PRIVATE: Expected = {
  owner: 'sees',
  member: 'hidden',
  admin: 'hidden',
  outsider: 'hidden',
  loner: 'hidden',
};
const EVERYONE: Expected = { owner: 'ok', member: 'ok', admin: 'ok', outsider: 'ok', loner: 'ok' };
/** Sharing needs an active organization: the loner is refused. */
const SHARE_NEW: Expected = { ...EVERYONE, loner: PD };

type Row = {
  service: 'WatchlistService' | 'TeamService' | 'SavedFilterService' | 'IntelligenceService';
  method: string;
  /** What the row is about ("a shared watchlist"). */
  on: string;
  expected: Expected;
  /** Calls the method as `who` on a fresh item and says what happened. */
  run: (who: Role) => Promise<Outcome>;
};

/** 'ok' when the call succeeds and `effect` holds after it; its code when it fails and `unchanged` holds. */
async function outcomeOf(
  call: () => Promise<unknown>,
  checks: { effect?: () => Promise<boolean>; unchanged?: () => Promise<boolean> } = {},
): Promise<Outcome> {
  try {
    await call();
  } catch (error) {
    const code = ConnectError.from(error).code;
    if (checks.unchanged && !(await checks.unchanged())) return `${Code[code]} but changed`;
    return code;
  }
  if (checks.effect && !(await checks.effect())) return 'ok without effect';
  return 'ok';
}

/** 'sees' when the listing returns `id`, 'hidden' when not, the code when it fails. */
async function listingOf(call: () => Promise<string[]>, id: string): Promise<Outcome> {
  try {
    return (await call()).includes(id) ? 'sees' : 'hidden';
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

describe.each(listTestTargets())('authorization of every shared-item method on %s', (target) => {
  let db: Database;
  let filing = '';
  let ownersNotification = '';
  let ownersWatchlist = '';
  let counter = 0;
  const unique = (prefix: string) => `${prefix} ${++counter}`;
  const services = () => [
    createWatchlistService({ getDatabase: async () => db }),
    createTeamService({ getDatabase: async () => db }),
    createSavedFilterService({ getDatabase: async () => db }),
    createIntelligenceService({ getDatabase: async () => db }),
  ];
  const watchlists = (who: Role) => createTeamClient(WatchlistService, services(), who);
  const team = (who: Role) => createTeamClient(TeamService, services(), who);
  const views = (who: Role) => createTeamClient(SavedFilterService, services(), who);
  const briefs = (who: Role) => createTeamClient(IntelligenceService, services(), who);

  const exists = async (table: string, id: string) =>
    (await db.query(`select 1 from ${table} where id = $1`, [id])).length === 1;
  const column = async (table: string, name: string, id: string) =>
    (await db.query<{ v: unknown }>(`select ${name} as v from ${table} where id = $1`, [id]))[0]?.v;

  const share = (kind: SharedItemType, id: string) =>
    team('owner').setItemVisibility({
      itemType: kind,
      id,
      visibility: ItemVisibility.ORGANIZATION,
    });
  const watchlistInput = (name: string, visibility: ItemVisibility = ItemVisibility.PRIVATE) => ({
    name,
    filters: { states: ['TX'] },
    thresholds: { minRateImpact: 3 },
    schedule: WatchlistSchedule.DAILY,
    visibility,
  });
  async function newWatchlist(shared: boolean): Promise<string> {
    const visibility = shared ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE;
    const { watchlist } = await watchlists('owner').createWatchlist({
      watchlist: watchlistInput(unique('Watchlist'), visibility),
    });
    return watchlist?.id ?? '';
  }
  async function newView(shared: boolean): Promise<string> {
    const visibility = shared ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE;
    const { savedFilter } = await views('owner').createSavedFilter({
      name: unique('View'),
      visibility,
    });
    return savedFilter?.id ?? '';
  }
  async function newBrief(shared: boolean): Promise<string> {
    const { brief } = await briefs('owner').createIntelligenceBrief({
      reportType: ReportType.GENERIC,
      filters: {},
    });
    const id = brief?.id ?? '';
    if (shared) await share(SharedItemType.BRIEF, id);
    return id;
  }
  async function newNote(): Promise<string> {
    const { note } = await team('owner').addFilingNote({
      serffTrackingNumber: filing,
      body: unique('Note'),
    });
    return note?.id ?? '';
  }
  const subscribed = async (id: string, userId: string) =>
    (
      await db.query(
        'select 1 from watchlist_subscriptions where watchlist_id = $1 and user_id = $2',
        [id, userId],
      )
    ).length === 1;
  const userOf = (who: Role) => `team-${who}`;

  /** Every method × caller: the table of the report (ADR 025, "Consequences"). */
  const rows = (): Row[] => [
    // WatchlistService
    ...[true, false].map(
      (shared): Row => ({
        service: 'WatchlistService',
        method: 'ListWatchlists',
        on: shared ? 'a shared watchlist' : 'a private watchlist',
        expected: shared ? LIST_SHARED : LIST_PRIVATE,
        run: async (who) => {
          const id = await newWatchlist(shared);
          return listingOf(
            async () => (await watchlists(who).listWatchlists({})).watchlists.map((w) => w.id),
            id,
          );
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'WatchlistService',
        method: 'CreateWatchlist',
        on: shared ? 'a new shared watchlist' : 'a new private watchlist',
        expected: shared ? SHARE_NEW : EVERYONE,
        run: async (who) => {
          const name = unique('Created');
          const visibility = shared ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE;
          const count = async () =>
            (await db.query('select 1 from watchlists where name = $1', [name])).length;
          return outcomeOf(
            () => watchlists(who).createWatchlist({ watchlist: watchlistInput(name, visibility) }),
            {
              effect: async () => (await count()) === 1,
              unchanged: async () => (await count()) === 0,
            },
          );
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'WatchlistService',
        method: 'UpdateWatchlist',
        on: shared ? 'a shared watchlist' : 'a private watchlist',
        expected: shared ? MANAGE_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newWatchlist(shared);
          const before = await column('watchlists', 'name', id);
          const name = unique('Renamed');
          return outcomeOf(
            () =>
              watchlists(who).updateWatchlist({
                id,
                watchlist: { ...watchlistInput(name), visibility: ItemVisibility.UNSPECIFIED },
              }),
            {
              effect: async () => (await column('watchlists', 'name', id)) === name,
              unchanged: async () => (await column('watchlists', 'name', id)) === before,
            },
          );
        },
      }),
    ),
    {
      service: 'WatchlistService',
      method: 'UpdateWatchlist',
      on: 'making a shared watchlist private',
      expected: MANAGE_SHARED,
      run: async (who) => {
        const id = await newWatchlist(true);
        const visibility = () => column('watchlists', 'visibility', id);
        return outcomeOf(
          () =>
            watchlists(who).updateWatchlist({ id, watchlist: watchlistInput(unique('Private')) }),
          {
            effect: async () => (await visibility()) === 'private',
            unchanged: async () => (await visibility()) === 'organization',
          },
        );
      },
    },
    ...[true, false].map(
      (shared): Row => ({
        service: 'WatchlistService',
        method: 'DeleteWatchlist',
        on: shared ? 'a shared watchlist' : 'a private watchlist',
        expected: shared ? MANAGE_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newWatchlist(shared);
          return outcomeOf(() => watchlists(who).deleteWatchlist({ id }), {
            effect: async () => !(await exists('watchlists', id)),
            unchanged: () => exists('watchlists', id),
          });
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'WatchlistService',
        method: 'SetWatchlistSubscription',
        on: shared ? 'a shared watchlist' : 'a private watchlist',
        expected: shared ? READ_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newWatchlist(shared);
          // The owner is subscribed at creation: they unsubscribe, the others subscribe.
          const wanted = who !== 'owner';
          return outcomeOf(
            () => watchlists(who).setWatchlistSubscription({ id, subscribed: wanted, email: true }),
            {
              effect: async () => (await subscribed(id, userOf(who))) === wanted,
              unchanged: async () => (await subscribed(id, userOf(who))) === false,
            },
          );
        },
      }),
    ),
    {
      service: 'WatchlistService',
      method: 'ListNotifications',
      on: "the owner's notification",
      expected: { ...LIST_PRIVATE },
      run: (who) =>
        listingOf(
          async () => (await watchlists(who).listNotifications({})).notifications.map((n) => n.id),
          ownersNotification,
        ),
    },
    {
      service: 'WatchlistService',
      method: 'MarkNotificationsRead',
      on: "the owner's notification",
      expected: {
        owner: 'ok',
        member: 'unchanged',
        admin: 'unchanged',
        outsider: 'unchanged',
        loner: 'unchanged',
      },
      run: async (who) => {
        await db.query('update watchlist_notifications set read_at = null where id = $1', [
          ownersNotification,
        ]);
        await watchlists(who).markNotificationsRead({ ids: [ownersNotification] });
        const read = await column('watchlist_notifications', 'read_at', ownersNotification);
        return read ? 'ok' : 'unchanged';
      },
    },
    // TeamService
    ...(
      [
        ['saved view', SharedItemType.SAVED_VIEW, newView, 'saved_filters'],
        ['brief', SharedItemType.BRIEF, newBrief, 'briefs'],
        ['watchlist', SharedItemType.WATCHLIST, newWatchlist, 'watchlists'],
      ] as const
    ).flatMap(([what, kind, create, table]): Row[] => [
      {
        service: 'TeamService',
        method: 'SetItemVisibility',
        on: `unsharing a shared ${what}`,
        expected: MANAGE_SHARED,
        run: async (who) => {
          const id = await create(true);
          const visibility = () => column(table, 'visibility', id);
          return outcomeOf(
            () =>
              team(who).setItemVisibility({
                itemType: kind,
                id,
                visibility: ItemVisibility.PRIVATE,
              }),
            {
              effect: async () => (await visibility()) === 'private',
              unchanged: async () => (await visibility()) === 'organization',
            },
          );
        },
      },
      {
        service: 'TeamService',
        method: 'SetItemVisibility',
        on: `sharing a private ${what}`,
        expected: OWNER_ONLY,
        run: async (who) => {
          const id = await create(false);
          const visibility = () => column(table, 'visibility', id);
          return outcomeOf(
            () =>
              team(who).setItemVisibility({
                itemType: kind,
                id,
                visibility: ItemVisibility.ORGANIZATION,
              }),
            {
              effect: async () => (await visibility()) === 'organization',
              unchanged: async () => (await visibility()) === 'private',
            },
          );
        },
      },
      {
        service: 'TeamService',
        method: 'ListSharedItems',
        on: `a shared ${what}`,
        expected: LIST_SHARED,
        run: async (who) => {
          const id = await create(true);
          return listingOf(
            async () =>
              (await team(who).listSharedItems({ pagination: { page: 1, pageSize: 100 } })).items
                .filter((i) => i.itemType === kind)
                .map((i) => i.id),
            id,
          );
        },
      },
    ]),
    {
      service: 'TeamService',
      method: 'SetItemVisibility',
      on: 'sharing their own item without an organization',
      expected: { owner: 'ok', member: 'ok', admin: 'ok', outsider: 'ok', loner: PD },
      run: async (who) => {
        const { savedFilter } = await views(who).createSavedFilter({ name: unique('Own') });
        const id = savedFilter?.id ?? '';
        return outcomeOf(
          () =>
            team(who).setItemVisibility({
              itemType: SharedItemType.SAVED_VIEW,
              id,
              visibility: ItemVisibility.ORGANIZATION,
            }),
          {
            effect: async () =>
              (await column('saved_filters', 'visibility', id)) === 'organization',
            unchanged: async () => (await column('saved_filters', 'visibility', id)) === 'private',
          },
        );
      },
    },
    {
      service: 'TeamService',
      method: 'ListFilingNotes',
      on: "the owner's note",
      expected: LIST_SHARED,
      run: async (who) => {
        const id = await newNote();
        return listingOf(
          async () =>
            (await team(who).listFilingNotes({ serffTrackingNumber: filing })).notes.map(
              (n) => n.id,
            ),
          id,
        );
      },
    },
    {
      service: 'TeamService',
      method: 'AddFilingNote',
      on: 'a new note, then read by the owner',
      // Everyone may write a note; the owner reads those of their organization only.
      expected: {
        owner: 'sees',
        member: 'sees',
        admin: 'sees',
        outsider: 'hidden',
        loner: 'hidden',
      },
      run: async (who) => {
        const { note } = await team(who).addFilingNote({
          serffTrackingNumber: filing,
          body: unique(`Note by ${who}`),
        });
        return listingOf(
          async () =>
            (await team('owner').listFilingNotes({ serffTrackingNumber: filing })).notes.map(
              (n) => n.id,
            ),
          note?.id ?? '',
        );
      },
    },
    {
      service: 'TeamService',
      method: 'UpdateFilingNote',
      on: "the owner's note",
      expected: { owner: 'ok', member: PD, admin: PD, outsider: NF, loner: NF },
      run: async (who) => {
        const id = await newNote();
        const before = await column('filing_notes', 'body', id);
        const body = unique('Edited');
        return outcomeOf(() => team(who).updateFilingNote({ id, body }), {
          effect: async () => (await column('filing_notes', 'body', id)) === body,
          unchanged: async () => (await column('filing_notes', 'body', id)) === before,
        });
      },
    },
    {
      service: 'TeamService',
      method: 'DeleteFilingNote',
      on: "the owner's note",
      expected: MANAGE_SHARED,
      run: async (who) => {
        const id = await newNote();
        return outcomeOf(() => team(who).deleteFilingNote({ id }), {
          effect: async () => !(await exists('filing_notes', id)),
          unchanged: () => exists('filing_notes', id),
        });
      },
    },
    {
      service: 'TeamService',
      method: 'ListAuditEvents',
      on: "the organization's log (a shared view created)",
      // The outsider is an admin too, of their own organization: they read its log, not this one.
      expected: { owner: PD, member: PD, admin: 'sees', outsider: 'hidden', loner: PD },
      run: async (who) => {
        const id = await newView(true);
        return listingOf(
          async () => (await team(who).listAuditEvents({})).events.map((e) => e.itemId),
          id,
        );
      },
    },
    // SavedFilterService
    ...[true, false].map(
      (shared): Row => ({
        service: 'SavedFilterService',
        method: 'ListSavedFilters',
        on: shared ? 'a shared view' : 'a private view',
        expected: shared ? LIST_SHARED : LIST_PRIVATE,
        run: async (who) => {
          const id = await newView(shared);
          return listingOf(
            async () => (await views(who).listSavedFilters({})).savedFilters.map((v) => v.id),
            id,
          );
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'SavedFilterService',
        method: 'GetSavedFilter',
        on: shared ? 'a shared view' : 'a private view',
        expected: shared ? READ_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newView(shared);
          return outcomeOf(() => views(who).getSavedFilter({ id }));
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'SavedFilterService',
        method: 'CreateSavedFilter',
        on: shared ? 'a new shared view' : 'a new private view',
        expected: shared ? SHARE_NEW : EVERYONE,
        run: async (who) => {
          const name = unique('New view');
          const count = async () =>
            (await db.query('select 1 from saved_filters where name = $1', [name])).length;
          return outcomeOf(
            () =>
              views(who).createSavedFilter({
                name,
                visibility: shared ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE,
              }),
            {
              effect: async () => (await count()) === 1,
              unchanged: async () => (await count()) === 0,
            },
          );
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'SavedFilterService',
        method: 'DeleteSavedFilter',
        on: shared ? 'a shared view' : 'a private view',
        expected: shared ? MANAGE_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newView(shared);
          return outcomeOf(() => views(who).deleteSavedFilter({ id }), {
            effect: async () => !(await exists('saved_filters', id)),
            unchanged: () => exists('saved_filters', id),
          });
        },
      }),
    ),
    // IntelligenceService (its brief methods)
    {
      service: 'IntelligenceService',
      method: 'CreateIntelligenceBrief',
      on: 'a new brief (private to its author)',
      expected: EVERYONE,
      run: async (who) => {
        const before = (await db.query('select 1 from briefs')).length;
        return outcomeOf(
          () =>
            briefs(who).createIntelligenceBrief({ reportType: ReportType.GENERIC, filters: {} }),
          { effect: async () => (await db.query('select 1 from briefs')).length === before + 1 },
        );
      },
    },
    ...[true, false].map(
      (shared): Row => ({
        service: 'IntelligenceService',
        method: 'ListBriefs',
        on: shared ? 'a shared brief' : 'a private brief',
        expected: shared ? LIST_SHARED : LIST_PRIVATE,
        run: async (who) => {
          const id = await newBrief(shared);
          return listingOf(
            async () => (await briefs(who).listBriefs({})).briefs.map((b) => b.id),
            id,
          );
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'IntelligenceService',
        method: 'GetBrief',
        on: shared ? 'a shared brief' : 'a private brief',
        expected: shared ? READ_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newBrief(shared);
          return outcomeOf(() => briefs(who).getBrief({ id }));
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'IntelligenceService',
        method: 'UpdateBrief',
        on: shared ? 'a shared brief' : 'a private brief',
        expected: shared ? MANAGE_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newBrief(shared);
          const before = await column('briefs', 'title', id);
          const title = unique('Retitled');
          return outcomeOf(() => briefs(who).updateBrief({ id, title, subtitle: '' }), {
            effect: async () => (await column('briefs', 'title', id)) === title,
            unchanged: async () => (await column('briefs', 'title', id)) === before,
          });
        },
      }),
    ),
    ...[true, false].map(
      (shared): Row => ({
        service: 'IntelligenceService',
        method: 'DeleteBrief',
        on: shared ? 'a shared brief' : 'a private brief',
        expected: shared ? MANAGE_SHARED : OWNER_ONLY,
        run: async (who) => {
          const id = await newBrief(shared);
          return outcomeOf(() => briefs(who).deleteBrief({ id }), {
            effect: async () => !(await exists('briefs', id)),
            unchanged: () => exists('briefs', id),
          });
        },
      }),
    ),
  ];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    filing = (await insertFiling(db, { state: 'TX' })).serff_tracking_number;
    // A notification of the owner's: their private watchlist on Texas matches the filing.
    ownersWatchlist = await newWatchlist(false);
    await enqueueFilingChanges(db, [filing]);
    await matchFilingChanges(db);
    const [row] = await db.query<{ id: string }>(
      'select id from watchlist_notifications where user_id = $1',
      [userOf('owner')],
    );
    ownersNotification = row?.id ?? '';
    expect(ownersNotification).not.toBe('');
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(rows().map((row) => [`${row.service}.${row.method} on ${row.on}`, row] as const))(
    '%s',
    async (_name, row) => {
      // Each row makes up to ten watchlists of the owner's; they keep at most 50.
      await db.query('delete from watchlists where user_id = $1 and id <> $2', [
        userOf('owner'),
        ownersWatchlist,
      ]);
      const observed: Record<string, Outcome> = {};
      for (const who of ROLES) observed[who] = await row.run(who);
      const readable = (cells: Record<string, Outcome>) =>
        Object.fromEntries(
          Object.entries(cells).map(([who, o]) => [who, typeof o === 'number' ? Code[o] : o]),
        );
      expect(readable(observed)).toEqual(readable(row.expected));
    },
  );

  it('has a row for every method of the services that hold shared items', () => {
    const covered = new Set(rows().map((r) => `${r.service}.${r.method}`));
    // IntelligenceService's other methods read filings and objections, which nobody owns.
    const notAboutSharedItems = new Set([
      'IntelligenceService.ListObjections',
      'IntelligenceService.GetObjectionSummary',
      'IntelligenceService.CreateObjectionReply',
      'IntelligenceService.CreateDiff',
    ]);
    const missing = [WatchlistService, TeamService, SavedFilterService, IntelligenceService]
      .flatMap((service) => service.methods.map((m) => `${service.name}.${m.name}`))
      .filter((name) => !covered.has(name) && !notAboutSharedItems.has(name));
    expect(missing).toEqual([]);
  });
});
