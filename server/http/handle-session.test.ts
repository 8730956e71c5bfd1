import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionResultSchema, authSessionSchema } from '#contract/auth/session-contract.ts';
import { createUserWithPassword } from '#server/auth/create-user.ts';
import { createSessionGateway } from '#server/auth/session-gateway.ts';
import type { Database } from '#server/db/connection.ts';
import { callAuth, cookiesFrom, createTestAuth, TEST_ORIGIN } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createSessionHandler } from './handle-session.ts';

describe.each(listTestTargets())('the session gateway (/api/session) on %s', (target) => {
  let db: Database;
  let handle: ReturnType<typeof createSessionHandler>;
  let auth: ReturnType<typeof createTestAuth>['auth'];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth } = createTestAuth(db));
    await createUserWithPassword(auth, { email: 'ada@example.com', password: 'correct-horse' });
    const gateway = createSessionGateway({
      getAuth: async () => auth,
      getDatabase: async () => db,
    });
    handle = createSessionHandler(gateway);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function signIn(): Promise<string> {
    const response = await callAuth(auth, '/sign-in/email', {
      body: { email: 'ada@example.com', password: 'correct-horse' },
    });
    expect(response.status).toBe(200);
    return cookiesFrom(response);
  }

  const get = (cookie?: string) =>
    handle(new Request(`${TEST_ORIGIN}/api/session`, { headers: cookie ? { cookie } : {} }));

  const post = (body: unknown, cookie?: string, contentType = 'application/json') =>
    handle(
      new Request(`${TEST_ORIGIN}/api/session`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it('answers a signed-out session without cookies', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(authSessionSchema.parse(await response.json())).toEqual({
      provider: 'local',
      user: null,
      token: null,
      activeOrganization: null,
    });
  });

  it('answers the signed-in user with a fresh api token', async () => {
    const session = authSessionSchema.parse(await (await get(await signIn())).json());
    expect(session.user?.email).toBe('ada@example.com');
    expect(session.user?.twoFactorEnabled).toBe(false);
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs out: the cookie is cleared and the session no longer reads', async () => {
    const cookie = await signIn();
    const response = await post({ action: 'sign-out' }, cookie);
    expect(actionResultSchema.parse(await response.json())).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/max-age=0/i);
    const after = authSessionSchema.parse(await (await get(cookie)).json());
    expect(after.user).toBeNull();
  });

  it('reverifies with the right password and refuses a wrong one', async () => {
    const cookie = await signIn();
    const right = await post({ action: 'reverify', password: 'correct-horse' }, cookie);
    expect(actionResultSchema.parse(await right.json())).toEqual({ ok: true });
    const wrong = actionResultSchema.parse(
      await (await post({ action: 'reverify', password: 'wrong-horse' }, cookie)).json(),
    );
    expect(wrong.ok).toBe(false);
    const anonymous = await post({ action: 'reverify', password: 'correct-horse' });
    expect(await anonymous.json()).toEqual({ ok: false, status: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses an unknown reset token without touching any password', async () => {
    const response = await post({
      action: 'reset-password',
      token: 'no-such-token',
      newPassword: 'another-horse',
    });
    expect(await response.json()).toEqual({ ok: false, status: 400, code: 'INVALID_TOKEN' });
  });

  it('refuses actions that are not JSON (no cross-site form posts) or not in the contract', async () => {
    expect((await post({ action: 'sign-out' }, undefined, 'text/plain')).status).toBe(415);
    expect((await post({ action: 'delete-everything' })).status).toBe(400);
  });
});
