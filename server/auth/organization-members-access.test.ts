import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { callAuth, cookiesFrom, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createUserWithPassword } from './create-user.ts';
import { makeAdministrator } from './make-administrator.ts';

type Role = 'admin' | 'member' | 'outsider' | 'loner';
const ROLES: Role[] = ['member', 'outsider', 'loner', 'admin'];
const PASSWORD = 'members-test-password';

/**
 * Issue 26: admins manage the members of their organization, members only use it. Members are
 * managed through the sign-in api's organization endpoints (better-auth's organization plugin,
 * with the roles of auth-roles.ts); each is called here by an admin of the organization, a
 * member, an admin of another organization (outsider) and a user with no organization (loner),
 * signed in with their active organization set, and nothing changes unless the admin asks.
 */
describe.each(listTestTargets())('organization members under roles on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let organizationId = '';
  const cookies = {} as Record<Role, string>;

  const call = (who: Role, path: string, body?: unknown) =>
    callAuth(auth, `/organization${path}`, { cookie: cookies[who], ...(body ? { body } : {}) });
  /** The organization's members as `{ email: role }`, read from the database. */
  const members = async () =>
    Object.fromEntries(
      (
        await db.query<{ email: string; role: string }>(
          `select u.email, m.role from auth_member m join auth_user u on u.id = m."userId"
            where m."organizationId" = $1 order by u.email`,
          [organizationId],
        )
      ).map((r) => [r.email, r.role]),
    );
  const memberId = async (email: string) =>
    (
      await db.query<{ id: string }>(
        `select m.id from auth_member m join auth_user u on u.id = m."userId"
          where m."organizationId" = $1 and u.email = $2`,
        [organizationId, email],
      )
    )[0]?.id ?? '';
  const invitations = async () =>
    (
      await db.query<{ email: string }>(
        `select email from auth_invitation where "organizationId" = $1 and status = 'pending'
          order by email`,
        [organizationId],
      )
    ).map((r) => r.email);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth } = createTestAuth(db));
    const ids = {} as Record<Role | 'teammate', string>;
    for (const who of [...ROLES, 'teammate'] as const) {
      const user = await createUserWithPassword(auth, {
        email: `${who}@team.example`,
        password: PASSWORD,
      });
      ids[who] = user.userId;
    }
    ({ organizationId } = await makeAdministrator(auth, db, {
      userId: ids.admin,
      organizationName: 'Members Test Co',
    }));
    await makeAdministrator(auth, db, { userId: ids.outsider, organizationName: 'Other Co' });
    for (const who of ['member', 'teammate'] as const) {
      await auth.api.addMember({ body: { userId: ids[who], organizationId, role: 'member' } });
    }
    for (const who of ROLES) {
      const signedIn = await callAuth(auth, '/sign-in/email', {
        body: { email: `${who}@team.example`, password: PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      cookies[who] = cookiesFrom(signedIn);
    }
    for (const who of ['admin', 'member'] as const) {
      const active = await call(who, '/set-active', { organizationId });
      expect(active.status).toBe(200);
      cookies[who] = cookiesFrom(active, cookies[who]);
    }
    const other = (
      await db.query<{ id: string }>(
        `select "organizationId" as id from auth_member where "userId" = $1`,
        [ids.outsider],
      )
    )[0]?.id;
    cookies.outsider = cookiesFrom(
      await call('outsider', '/set-active', { organizationId: other }),
      cookies.outsider,
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lets members and admins read the member list, and nobody else', async () => {
    const statuses: Record<string, number> = {};
    for (const who of ROLES) {
      statuses[who] = (
        await call(who, `/get-full-organization?organizationId=${organizationId}`)
      ).status;
    }
    expect(statuses.admin).toBe(200);
    expect(statuses.member).toBe(200);
    for (const who of ['outsider', 'loner'] as const) {
      const response = await call(who, `/get-full-organization?organizationId=${organizationId}`);
      // Refused, or answered without the organization: either way no member is shown.
      const text = await response.text();
      expect([who, text.includes('teammate@team.example')]).toEqual([who, false]);
    }
  });

  it('lets only the admin invite, change a role and remove a member', async () => {
    const before = await members();
    expect(before).toEqual({
      'admin@team.example': 'admin',
      'member@team.example': 'member',
      'teammate@team.example': 'member',
    });
    const teammate = await memberId('teammate@team.example');
    const attempts = {
      invite: (who: Role) =>
        call(who, '/invite-member', {
          email: `new-${who}@team.example`,
          role: 'member',
          organizationId,
        }),
      promote: (who: Role) =>
        call(who, '/update-member-role', { memberId: teammate, role: 'admin', organizationId }),
      remove: (who: Role) =>
        call(who, '/remove-member', { memberIdOrEmail: teammate, organizationId }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      for (const who of ['member', 'outsider', 'loner'] as const) {
        const response = await attempt(who);
        expect([what, who, response.ok]).toEqual([what, who, false]);
        expect([what, who, response.status >= 400 && response.status < 500]).toEqual([
          what,
          who,
          true,
        ]);
      }
    }
    expect(await members()).toEqual(before);
    expect(await invitations()).toEqual([]);

    expect((await attempts.invite('admin')).status).toBe(200);
    expect(await invitations()).toEqual(['new-admin@team.example']);
    expect((await attempts.promote('admin')).status).toBe(200);
    expect((await members())['teammate@team.example']).toBe('admin');
    expect((await attempts.remove('admin')).status).toBe(200);
    expect(await members()).toEqual({
      'admin@team.example': 'admin',
      'member@team.example': 'member',
    });
  });
});
