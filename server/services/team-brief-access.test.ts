import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntelligenceService, ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { SharedItemType, TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { serveBriefExport } from '#server/http/serve-brief-export.ts';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import {
  createTeamClient,
  TEAM_CALLERS,
  type TeamCallerName,
} from '#tests/support/team-callers.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createIntelligenceService } from './intelligence-service.ts';
import { createTeamService } from './team-service.ts';

/** Briefs under the sharing rules (issue 26): list, get, update, delete and the export, per caller. */
describe.each(listTestTargets())('brief authorization on %s', (target) => {
  let db: Database;
  const services = () => [
    createIntelligenceService({ getDatabase: async () => db }),
    createTeamService({ getDatabase: async () => db }),
  ];
  const briefs = (who: TeamCallerName) => createTeamClient(IntelligenceService, services(), who);
  const share = (who: TeamCallerName, id: string, visibility: ItemVisibility) =>
    createTeamClient(TeamService, services(), who).setItemVisibility({
      itemType: SharedItemType.BRIEF,
      id,
      visibility,
    });
  const listedIds = async (who: TeamCallerName) =>
    (await briefs(who).listBriefs({})).briefs.map((b) => b.id);
  const newBrief = async (who: TeamCallerName) =>
    (await briefs(who).createIntelligenceBrief({ reportType: ReportType.GENERIC, filters: {} }))
      .brief?.id ?? '';
  /** The Markdown export as `who` (GET /api/briefs/{id}?format=md): its HTTP status. */
  const exportStatus = async (who: TeamCallerName, id: string) => {
    const caller: VerifiedAuth = createTestCaller(TEAM_CALLERS[who].userId, TEAM_CALLERS[who]);
    const response = await serveBriefExport(
      new Request(`http://localhost/api/briefs/${id}?format=md`, {
        headers: { authorization: 'Bearer aaa.bbb.ccc' },
      }),
      id,
      { getDatabase: async () => db, verifyCaller: async () => caller },
    );
    return response.status;
  };
  const audit = async (id: string) =>
    (
      await db.query<{ action: string; actor_user_id: string; organization_id: string }>(
        `select action, actor_user_id, organization_id from audit_events
         where item_type = 'brief' and item_id = $1 order by id`,
        [id],
      )
    ).map((e) => [e.action, e.actor_user_id]);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertFiling(db, { state: 'TX' });
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps a private brief to its owner', async () => {
    const id = await newBrief('owner');
    for (const who of ['member', 'admin', 'outsider', 'loner'] as const) {
      expect(await listedIds(who)).not.toContain(id);
      expect(await codeOf(briefs(who).getBrief({ id }))).toBe(Code.NotFound);
      expect(await codeOf(briefs(who).updateBrief({ id, title: 'Mine', subtitle: '' }))).toBe(
        Code.NotFound,
      );
      expect(await codeOf(briefs(who).deleteBrief({ id }))).toBe(Code.NotFound);
      expect(await exportStatus(who, id)).toBe(404);
    }
    expect(await exportStatus('owner', id)).toBe(200);
    expect(await audit(id)).toEqual([]);
  });

  it('lets members read a shared brief, admins change and delete it, others not see it', async () => {
    const id = await newBrief('owner');
    await share('owner', id, ItemVisibility.ORGANIZATION);

    expect(await listedIds('member')).toContain(id);
    const listed = (await briefs('member').listBriefs({})).briefs.find((b) => b.id === id);
    expect(listed?.sharing).toMatchObject({ ownerUserId: 'team-owner', canChange: false });
    expect((await briefs('member').getBrief({ id })).brief?.id).toBe(id);
    expect(await exportStatus('member', id)).toBe(200);
    expect(await codeOf(briefs('member').updateBrief({ id, title: 'Mine', subtitle: '' }))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(briefs('member').deleteBrief({ id }))).toBe(Code.PermissionDenied);

    for (const who of ['outsider', 'loner'] as const) {
      expect(await listedIds(who)).not.toContain(id);
      expect(await codeOf(briefs(who).getBrief({ id }))).toBe(Code.NotFound);
      expect(await codeOf(briefs(who).updateBrief({ id, title: 'X', subtitle: '' }))).toBe(
        Code.NotFound,
      );
      expect(await codeOf(briefs(who).deleteBrief({ id }))).toBe(Code.NotFound);
      expect(await exportStatus(who, id)).toBe(404);
    }

    const { brief } = await briefs('admin').updateBrief({
      id,
      title: 'Reviewed by the admin',
      subtitle: '',
    });
    expect(brief?.title).toBe('Reviewed by the admin');
    expect(brief?.sharing).toMatchObject({ ownerUserId: 'team-owner', canChange: true });
    await briefs('owner').updateBrief({ id, title: 'Owner again', subtitle: 'v2' });
    await briefs('admin').deleteBrief({ id });
    expect(await codeOf(briefs('owner').getBrief({ id }))).toBe(Code.NotFound);
    expect(await audit(id)).toEqual([
      ['shared', 'team-owner'],
      ['changed', 'team-admin'],
      ['changed', 'team-owner'],
      ['deleted', 'team-admin'],
    ]);
  });

  it('changes of a private brief are not audited; without an organization it cannot be shared', async () => {
    const id = await newBrief('loner');
    await briefs('loner').updateBrief({ id, title: 'Quiet', subtitle: '' });
    expect(await codeOf(share('loner', id, ItemVisibility.ORGANIZATION))).toBe(
      Code.PermissionDenied,
    );
    expect(await listedIds('loner')).toEqual([id]);
    await briefs('loner').deleteBrief({ id });
    expect(await audit(id)).toEqual([]);
  });
});
