import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { SharedItemType, TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import {
  createTeamClient,
  TEAM_ORGANIZATION,
  type TeamCallerName,
} from '#tests/support/team-callers.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createSavedFilterService } from './saved-filter-service.ts';
import { createTeamService } from './team-service.ts';

/**
 * Saved views under the sharing rules (issue 26), for every caller: the owner (a member), a
 * teammate (member), an admin of the organization, an admin of another organization (outsider)
 * and a user with no organization (loner).
 */
describe.each(listTestTargets())('saved view authorization on %s', (target) => {
  let db: Database;
  const services = () => [
    createSavedFilterService({ getDatabase: async () => db }),
    createTeamService({ getDatabase: async () => db }),
  ];
  const views = (who: TeamCallerName) => createTeamClient(SavedFilterService, services(), who);
  const team = (who: TeamCallerName) => createTeamClient(TeamService, services(), who);
  const share = (who: TeamCallerName, id: string, visibility: ItemVisibility) =>
    team(who).setItemVisibility({ itemType: SharedItemType.SAVED_VIEW, id, visibility });
  const listedIds = async (who: TeamCallerName) =>
    (await views(who).listSavedFilters({})).savedFilters.map((v) => v.id);
  const auditActions = async () =>
    (
      await db.query<{ action: string; actor_user_id: string; item_id: string }>(
        `select action, actor_user_id, item_id from audit_events
         where item_type = 'saved_view' order by id`,
      )
    ).map((e) => [e.action, e.actor_user_id, e.item_id]);

  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps a private view to its owner: everyone else gets not found, without an audit', async () => {
    const { savedFilter } = await views('owner').createSavedFilter({ name: 'Private TX' });
    const id = savedFilter?.id ?? '';
    expect(savedFilter?.sharing).toMatchObject({
      visibility: ItemVisibility.PRIVATE,
      ownedByCaller: true,
      canChange: true,
    });
    for (const who of ['member', 'admin', 'outsider', 'loner'] as const) {
      expect(await listedIds(who)).not.toContain(id);
      expect(await codeOf(views(who).getSavedFilter({ id }))).toBe(Code.NotFound);
      expect(await codeOf(views(who).deleteSavedFilter({ id }))).toBe(Code.NotFound);
      expect(await codeOf(share(who, id, ItemVisibility.PRIVATE))).toBe(Code.NotFound);
      expect(await codeOf(share(who, id, ItemVisibility.ORGANIZATION))).toBe(Code.NotFound);
    }
    expect(await listedIds('owner')).toContain(id);
    expect((await auditActions()).filter(([, , item]) => item === id)).toEqual([]);
  });

  it('shares a view with the organization: members read it, admins also manage it', async () => {
    const { savedFilter } = await views('owner').createSavedFilter({ name: 'Team TX' });
    const id = savedFilter?.id ?? '';
    const { sharing } = await share('owner', id, ItemVisibility.ORGANIZATION);
    expect(sharing).toMatchObject({
      visibility: ItemVisibility.ORGANIZATION,
      organizationId: TEAM_ORGANIZATION,
    });

    expect(await listedIds('member')).toContain(id);
    const seenByMember = (await views('member').getSavedFilter({ id })).savedFilter;
    expect(seenByMember?.sharing).toMatchObject({
      ownerUserId: 'team-owner',
      ownedByCaller: false,
      canChange: false,
    });
    expect(await codeOf(views('member').deleteSavedFilter({ id }))).toBe(Code.PermissionDenied);
    expect(await codeOf(share('member', id, ItemVisibility.PRIVATE))).toBe(Code.PermissionDenied);
    // Only the owner shares (an admin cannot move a teammate's view either).
    expect(await codeOf(share('member', id, ItemVisibility.ORGANIZATION))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(share('admin', id, ItemVisibility.ORGANIZATION))).toBe(
      Code.PermissionDenied,
    );
    expect((await views('admin').getSavedFilter({ id })).savedFilter?.sharing?.canChange).toBe(
      true,
    );

    for (const who of ['outsider', 'loner'] as const) {
      expect(await listedIds(who)).not.toContain(id);
      expect(await codeOf(views(who).getSavedFilter({ id }))).toBe(Code.NotFound);
      expect(await codeOf(views(who).deleteSavedFilter({ id }))).toBe(Code.NotFound);
      expect(await codeOf(share(who, id, ItemVisibility.PRIVATE))).toBe(Code.NotFound);
    }

    // The admin unshares it: the teammate loses it, the owner keeps it.
    await share('admin', id, ItemVisibility.PRIVATE);
    expect(await codeOf(views('member').getSavedFilter({ id }))).toBe(Code.NotFound);
    expect((await views('owner').getSavedFilter({ id })).savedFilter?.sharing?.visibility).toBe(
      ItemVisibility.PRIVATE,
    );
    // Shared again, and deleted by the admin.
    await share('owner', id, ItemVisibility.ORGANIZATION);
    await views('admin').deleteSavedFilter({ id });
    expect(await codeOf(views('owner').getSavedFilter({ id }))).toBe(Code.NotFound);
    expect((await auditActions()).filter(([, , item]) => item === id)).toEqual([
      ['shared', 'team-owner', id],
      ['unshared', 'team-admin', id],
      ['shared', 'team-owner', id],
      ['deleted', 'team-admin', id],
    ]);
  });

  it('creates a shared view at once, audited; without an organization sharing is refused', async () => {
    const { savedFilter } = await views('member').createSavedFilter({
      name: 'Shared from the start',
      visibility: ItemVisibility.ORGANIZATION,
    });
    const id = savedFilter?.id ?? '';
    expect(savedFilter?.sharing?.visibility).toBe(ItemVisibility.ORGANIZATION);
    expect(await listedIds('owner')).toContain(id);
    expect((await auditActions()).filter(([, , item]) => item === id)).toEqual([
      ['created', 'team-member', id],
    ]);

    expect(
      await codeOf(
        views('loner').createSavedFilter({ name: 'x', visibility: ItemVisibility.ORGANIZATION }),
      ),
    ).toBe(Code.PermissionDenied);
    const { savedFilter: mine } = await views('loner').createSavedFilter({ name: 'Mine only' });
    const mineId = mine?.id ?? '';
    expect(await codeOf(share('loner', mineId, ItemVisibility.ORGANIZATION))).toBe(
      Code.PermissionDenied,
    );
    expect(await listedIds('loner')).toEqual([mineId]);
    await views('loner').deleteSavedFilter({ id: mineId });
    expect(await listedIds('loner')).toEqual([]);
  });

  it("keeps another organization's shared views out of this one", async () => {
    const { savedFilter } = await views('outsider').createSavedFilter({
      name: 'Their view',
      visibility: ItemVisibility.ORGANIZATION,
    });
    const id = savedFilter?.id ?? '';
    for (const who of ['owner', 'member', 'admin', 'loner'] as const) {
      expect(await listedIds(who)).not.toContain(id);
      expect(await codeOf(views(who).getSavedFilter({ id }))).toBe(Code.NotFound);
    }
  });

  it('refuses anonymous callers and an unspecified visibility', async () => {
    const anonymous = createTeamClient(TeamService, services());
    expect(
      await codeOf(
        anonymous.setItemVisibility({
          itemType: SharedItemType.SAVED_VIEW,
          id: '00000000-0000-4000-8000-000000000000',
          visibility: ItemVisibility.ORGANIZATION,
        }),
      ),
    ).toBe(Code.Unauthenticated);
    expect(
      await codeOf(
        share('owner', '00000000-0000-4000-8000-000000000000', ItemVisibility.UNSPECIFIED),
      ),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(
        team('owner').setItemVisibility({
          itemType: SharedItemType.UNSPECIFIED,
          id: '00000000-0000-4000-8000-000000000000',
          visibility: ItemVisibility.PRIVATE,
        }),
      ),
    ).toBe(Code.InvalidArgument);
  });
});
