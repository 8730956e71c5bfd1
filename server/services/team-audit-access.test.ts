import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { AuditAction, SharedItemType, TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { recordAuditEvent } from '#server/domain/team/record-audit-event.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import {
  createTeamClient,
  OTHER_ORGANIZATION,
  type TeamCallerName,
} from '#tests/support/team-callers.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createSavedFilterService } from './saved-filter-service.ts';
import { createTeamService } from './team-service.ts';

/** The audit log and the organization's shared items (issue 26), per caller. */
describe.each(listTestTargets())('audit log and shared items on %s', (target) => {
  let db: Database;
  let viewId = '';
  const services = () => [
    createSavedFilterService({ getDatabase: async () => db }),
    createTeamService({ getDatabase: async () => db }),
  ];
  const team = (who?: TeamCallerName) => createTeamClient(TeamService, services(), who);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    const views = createTeamClient(SavedFilterService, services(), 'owner');
    const { savedFilter } = await views.createSavedFilter({
      name: 'Team view',
      page: 'state',
      search: '?states=%5B%22TX%22%5D',
      visibility: ItemVisibility.ORGANIZATION,
    });
    viewId = savedFilter?.id ?? '';
    await views.createSavedFilter({ name: 'Private view' });
    await team('owner').setItemVisibility({
      itemType: SharedItemType.SAVED_VIEW,
      id: viewId,
      visibility: ItemVisibility.PRIVATE,
    });
    await team('owner').setItemVisibility({
      itemType: SharedItemType.SAVED_VIEW,
      id: viewId,
      visibility: ItemVisibility.ORGANIZATION,
    });
    await recordAuditEvent(db, {
      organizationId: OTHER_ORGANIZATION,
      actorUserId: 'team-outsider',
      action: 'created',
      itemType: 'watchlist',
      itemId: 'w1',
      itemName: 'Their watchlist',
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it("gives an admin their organization's events, newest first, and nobody else", async () => {
    const { events, pagination } = await team('admin').listAuditEvents({});
    expect(events.map((e) => [e.action, e.itemType, e.itemName, e.actorUserId])).toEqual([
      [AuditAction.SHARED, 'saved_view', 'Team view', 'team-owner'],
      [AuditAction.UNSHARED, 'saved_view', 'Team view', 'team-owner'],
      [AuditAction.CREATED, 'saved_view', 'Team view', 'team-owner'],
    ]);
    expect(events[2]?.details).toEqual({ page: 'state' });
    expect(pagination?.totalResults).toBe(3);
    const outsiders = (await team('outsider').listAuditEvents({})).events;
    expect(outsiders.map((e) => e.itemName)).toEqual(['Their watchlist']);
    for (const who of ['owner', 'member', 'loner'] as const) {
      expect(await codeOf(team(who).listAuditEvents({}))).toBe(Code.PermissionDenied);
    }
    expect(await codeOf(team().listAuditEvents({}))).toBe(Code.Unauthenticated);
  });

  it('shows details that no longer match their schema as unreadable, not the raw value', async () => {
    await db.query(
      `insert into audit_events (organization_id, actor_user_id, action, item_type, item_id, details)
       values ('org-other', 'x', 'changed', 'brief', 'b1', '{"nested": {"deep": 1}}')`,
    );
    const [latest] = (await team('outsider').listAuditEvents({})).events;
    expect(latest?.details).toEqual({ unreadable: 'true' });
  });

  it('lists the shared items to members and admins of the organization only', async () => {
    const memberView = (await team('member').listSharedItems({})).items;
    expect(memberView.map((i) => [i.itemType, i.name, i.page, i.search])).toEqual([
      [SharedItemType.SAVED_VIEW, 'Team view', 'state', '?states=%5B%22TX%22%5D'],
    ]);
    expect(memberView[0]?.sharing?.canChange).toBe(false);
    expect((await team('admin').listSharedItems({})).items[0]?.sharing?.canChange).toBe(true);
    expect((await team('outsider').listSharedItems({})).items).toEqual([]);
    expect((await team('loner').listSharedItems({})).items).toEqual([]);
    expect(await codeOf(team().listSharedItems({}))).toBe(Code.Unauthenticated);
  });
});
