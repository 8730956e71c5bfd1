import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createUserWithPassword } from './create-user.ts';
import { makeAdministrator, organizationSlug } from './make-administrator.ts';

describe.each(listTestTargets())('the first administrator on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth } = createTestAuth(db));
  });
  afterAll(async () => {
    await db?.close();
  });

  const roleOf = async (userId: string, organizationId: string) =>
    (
      await db.query<{ role: string }>(
        'select role from auth_member where "userId" = $1 and "organizationId" = $2',
        [userId, organizationId],
      )
    )[0]?.role;

  it('creates the organization with the user as admin, then adds later admins to it', async () => {
    const first = await createUserWithPassword(auth, {
      email: 'root@example.com',
      password: 'first-admin-pw',
    });
    const made = await makeAdministrator(auth, db, { userId: first.userId });
    expect(made.organizationCreated).toBe(true);
    expect(await roleOf(first.userId, made.organizationId)).toBe('admin');

    const second = await createUserWithPassword(auth, {
      email: 'ops@example.com',
      password: 'second-admin-pw',
    });
    const again = await makeAdministrator(auth, db, { userId: second.userId });
    expect(again).toEqual({
      organizationId: made.organizationId,
      organizationName: 'Rate Filing Intelligence',
      organizationCreated: false,
    });
    expect(await roleOf(second.userId, made.organizationId)).toBe('admin');

    // A member made admin is promoted, not added twice.
    await db.query(`update auth_member set role = 'member' where "userId" = $1`, [second.userId]);
    await makeAdministrator(auth, db, { userId: second.userId });
    expect(await roleOf(second.userId, made.organizationId)).toBe('admin');
  });

  it('names organizations by slug', () => {
    expect(organizationSlug('Rate Filing Intelligence')).toBe('rate-filing-intelligence');
    expect(organizationSlug('  ÄÖ  ')).toBe('organization');
  });
});
