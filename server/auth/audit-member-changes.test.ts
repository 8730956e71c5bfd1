import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { listAuditEvents } from '#server/domain/team/list-audit-events.ts';
import { callAuth, cookiesFrom, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createUserWithPassword } from './create-user.ts';
import { makeAdministrator } from './make-administrator.ts';

type Who = 'admin' | 'teammate' | 'newcomer';
const PASSWORD = 'member-audit-password';

/**
 * Issue 26: members added (an invitation accepted), removed (by an admin, or leaving) and given
 * another role appear in the organization's audit log, which its admins read, with who did it;
 * a refused attempt records nothing.
 */
describe.each(listTestTargets())('the audit log of membership changes on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let organizationId = '';
  const cookies = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  const call = (who: Who, path: string, body: unknown) =>
    callAuth(auth, `/organization${path}`, { cookie: cookies[who], body });
  const signIn = async (who: Who) => {
    const response = await callAuth(auth, '/sign-in/email', {
      body: { email: `${who}@audit.example`, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    cookies[who] = cookiesFrom(response);
  };
  const memberId = async (who: Who) =>
    (
      await db.query<{ id: string }>(
        `select id from auth_member where "organizationId" = $1 and "userId" = $2`,
        [organizationId, ids[who]],
      )
    )[0]?.id ?? '';
  const log = async () =>
    (await listAuditEvents(db, organizationId, { page: 1, pageSize: 50 })).events
      .filter((e) => e.itemType === 'member')
      .reverse()
      .map((e) => [e.actorName, e.action, e.itemName, e.details]);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth } = createTestAuth(db));
    for (const who of ['admin', 'teammate', 'newcomer'] as const) {
      const user = await createUserWithPassword(auth, {
        email: `${who}@audit.example`,
        password: PASSWORD,
      });
      ids[who] = user.userId;
    }
    ({ organizationId } = await makeAdministrator(auth, db, {
      userId: ids.admin,
      organizationName: 'Audit Co',
    }));
    await auth.api.addMember({ body: { userId: ids.teammate, organizationId, role: 'member' } });
    for (const who of ['admin', 'teammate', 'newcomer'] as const) await signIn(who);
    for (const who of ['admin', 'teammate'] as const) {
      const active = await call(who, '/set-active', { organizationId });
      expect(active.status).toBe(200);
      cookies[who] = cookiesFrom(active, cookies[who]);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('records role changes, an accepted invitation, a removal and a member leaving, by whom', async () => {
    // Added by the server's own command (no session, no actor): not in the log.
    expect(await log()).toEqual([]);
    const teammate = await memberId('teammate');
    const refused = await call('teammate', '/update-member-role', {
      memberId: teammate,
      role: 'admin',
      organizationId,
    });
    expect(refused.ok).toBe(false);
    expect(await log()).toEqual([]);

    for (const role of ['admin', 'member']) {
      const changed = await call('admin', '/update-member-role', {
        memberId: teammate,
        role,
        organizationId,
      });
      expect(changed.status).toBe(200);
    }
    const invited = await call('admin', '/invite-member', {
      email: 'newcomer@audit.example',
      role: 'member',
      organizationId,
    });
    expect(invited.status).toBe(200);
    const [invitation] = await db.query<{ id: string }>(
      `select id from auth_invitation where "organizationId" = $1 and email = $2`,
      [organizationId, 'newcomer@audit.example'],
    );
    const accepted = await call('newcomer', '/accept-invitation', { invitationId: invitation?.id });
    expect(accepted.status).toBe(200);
    const removed = await call('admin', '/remove-member', {
      memberIdOrEmail: teammate,
      organizationId,
    });
    expect(removed.status).toBe(200);
    const left = await call('newcomer', '/leave', { organizationId });
    expect(left.status).toBe(200);

    const [admin, mate, newcomer] = ['admin', 'teammate', 'newcomer'];
    const email = (who: string) => ({ email: `${who}@audit.example` });
    const roleChange = (role: string, previousRole: string) => ({
      how: 'role changed',
      ...email(mate),
      role,
      previousRole,
    });
    expect(await log()).toEqual([
      [admin, 'changed', mate, roleChange('admin', 'member')],
      [admin, 'changed', mate, roleChange('member', 'admin')],
      [
        newcomer,
        'created',
        newcomer,
        { how: 'accepted an invitation', ...email(newcomer), role: 'member' },
      ],
      [admin, 'deleted', mate, { how: 'removed', ...email(mate), role: 'member' }],
      [newcomer, 'deleted', newcomer, { how: 'left', ...email(newcomer), role: 'member' }],
    ]);
  });
});
