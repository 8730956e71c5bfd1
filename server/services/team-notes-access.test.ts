import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { createTeamClient, type TeamCallerName } from '#tests/support/team-callers.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createTeamService } from './team-service.ts';

/** Notes on a filing (issue 26): who reads, edits and deletes them, and what is audited. */
describe.each(listTestTargets())('filing note authorization on %s', (target) => {
  let db: Database;
  let filing = '';
  const team = (who?: TeamCallerName) =>
    createTeamClient(TeamService, [createTeamService({ getDatabase: async () => db })], who);
  const noteBodies = async (who: TeamCallerName) =>
    (await team(who).listFilingNotes({ serffTrackingNumber: filing })).notes.map((n) => n.body);
  const audit = async (id: string) =>
    (
      await db.query<{ action: string; actor_user_id: string }>(
        `select action, actor_user_id from audit_events
         where item_type = 'note' and item_id = $1 order by id`,
        [id],
      )
    ).map((e) => [e.action, e.actor_user_id]);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    filing = (await insertFiling(db, { state: 'TX' })).serff_tracking_number;
  });
  afterAll(async () => {
    await db.close();
  });

  it("shows a note to the author's organization; only the author edits, the author or an admin deletes", async () => {
    const { note } = await team('owner').addFilingNote({
      serffTrackingNumber: filing.toLowerCase(),
      body: '  Watch the territory factors.  ',
    });
    const id = note?.id ?? '';
    expect(note).toMatchObject({
      serffTrackingNumber: filing,
      body: 'Watch the territory factors.',
      authorUserId: 'team-owner',
      shared: true,
      canEdit: true,
      canDelete: true,
    });

    const [seenByMember] = (await team('member').listFilingNotes({ serffTrackingNumber: filing }))
      .notes;
    expect(seenByMember).toMatchObject({ id, canEdit: false, canDelete: false });
    const [seenByAdmin] = (await team('admin').listFilingNotes({ serffTrackingNumber: filing }))
      .notes;
    expect(seenByAdmin).toMatchObject({ id, canEdit: false, canDelete: true });
    expect(await noteBodies('outsider')).toEqual([]);
    expect(await noteBodies('loner')).toEqual([]);

    for (const who of ['member', 'admin'] as const) {
      expect(await codeOf(team(who).updateFilingNote({ id, body: 'Changed' }))).toBe(
        Code.PermissionDenied,
      );
    }
    expect(await codeOf(team('member').deleteFilingNote({ id }))).toBe(Code.PermissionDenied);
    for (const who of ['outsider', 'loner'] as const) {
      expect(await codeOf(team(who).updateFilingNote({ id, body: 'Changed' }))).toBe(Code.NotFound);
      expect(await codeOf(team(who).deleteFilingNote({ id }))).toBe(Code.NotFound);
    }

    const { note: edited } = await team('owner').updateFilingNote({ id, body: 'Watch territory.' });
    expect(edited?.body).toBe('Watch territory.');
    expect(await noteBodies('member')).toEqual(['Watch territory.']);
    await team('admin').deleteFilingNote({ id });
    expect(await noteBodies('owner')).toEqual([]);
    expect(await audit(id)).toEqual([
      ['created', 'team-owner'],
      ['changed', 'team-owner'],
      ['deleted', 'team-admin'],
    ]);
  });

  it('keeps a note of a user with no organization to its author, unaudited', async () => {
    const { note } = await team('loner').addFilingNote({
      serffTrackingNumber: filing,
      body: 'Only for me',
    });
    const id = note?.id ?? '';
    expect(note?.shared).toBe(false);
    expect(await noteBodies('loner')).toEqual(['Only for me']);
    for (const who of ['owner', 'member', 'admin', 'outsider'] as const) {
      expect(await noteBodies(who)).toEqual([]);
      expect(await codeOf(team(who).deleteFilingNote({ id }))).toBe(Code.NotFound);
    }
    await team('loner').updateFilingNote({ id, body: 'Still only for me' });
    await team('loner').deleteFilingNote({ id });
    expect(await audit(id)).toEqual([]);
  });

  it('validates the filing and the body, and refuses anonymous callers', async () => {
    expect(
      await codeOf(team('owner').addFilingNote({ serffTrackingNumber: 'NONE-1234567', body: 'x' })),
    ).toBe(Code.NotFound);
    expect(
      await codeOf(team('owner').addFilingNote({ serffTrackingNumber: filing, body: '   ' })),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(
        team('owner').addFilingNote({ serffTrackingNumber: filing, body: 'x'.repeat(4001) }),
      ),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(team('owner').listFilingNotes({ serffTrackingNumber: 'not a number' })),
    ).toBe(Code.InvalidArgument);
    expect(await codeOf(team('owner').deleteFilingNote({ id: 'not-a-uuid' }))).toBe(Code.NotFound);
    const anonymous = team();
    expect(await codeOf(anonymous.listFilingNotes({ serffTrackingNumber: filing }))).toBe(
      Code.Unauthenticated,
    );
    expect(await codeOf(anonymous.addFilingNote({ serffTrackingNumber: filing, body: 'x' }))).toBe(
      Code.Unauthenticated,
    );
  });
});
