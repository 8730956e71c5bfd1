import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { callAuth, cookiesFrom, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { API_TOKEN_AUDIENCE, LOCAL_TOKEN_ISSUER } from './auth-constants.ts';
import { createUserWithPassword } from './create-user.ts';
import { createDatabaseJwks } from './jwks-sources.ts';
import { createTokenVerifier } from './verify-api-token.ts';

describe.each(listTestTargets())('local sign-in on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let sent: ReturnType<typeof createTestAuth>['sent'];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth, sent } = createTestAuth(db));
    await createUserWithPassword(auth, { email: 'ada@example.com', password: 'correct-horse' });
  });
  afterAll(async () => {
    await db?.close();
  });

  async function signIn(email: string, password: string) {
    const response = await callAuth(auth, '/sign-in/email', { body: { email, password } });
    return { response, cookie: cookiesFrom(response) };
  }

  async function fetchToken(cookie: string) {
    const response = await callAuth(auth, '/token', { cookie });
    if (!response.ok) return undefined;
    return ((await response.json()) as { token: string }).token;
  }

  it('signs in with the right password and issues a token the api verifies', async () => {
    const { response, cookie } = await signIn('ada@example.com', 'correct-horse');
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = await fetchToken(cookie);
    expect(token).toBeTypeOf('string');
    const verify = createTokenVerifier({
      provider: 'local',
      keys: createDatabaseJwks(db),
      issuer: LOCAL_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
    });
    const verified = await verify(token ?? '');
    const user = await (await auth.$context).internalAdapter.findUserByEmail('ada@example.com');
    expect(verified.userId).toBe(user?.user.id);
    expect(verified.firstFactorVerifiedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(verified.secondFactorVerifiedAt).toBeNull();
    expect(verified.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await signIn('ada@example.com', 'wrong-password');
    const unknown = await signIn('nobody@example.com', 'wrong-password');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(await wrong.response.json()).toEqual(await unknown.response.json());
  });

  it('revokes the session on sign-out', async () => {
    const { cookie } = await signIn('ada@example.com', 'correct-horse');
    expect(await fetchToken(cookie)).toBeDefined();
    const out = await callAuth(auth, '/sign-out', { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(await fetchToken(cookie)).toBeUndefined();
  });

  it('revokes the other sessions on a password change', async () => {
    await createUserWithPassword(auth, { email: 'bob@example.com', password: 'first-password' });
    const laptop = await signIn('bob@example.com', 'first-password');
    const phone = await signIn('bob@example.com', 'first-password');
    const change = await callAuth(auth, '/change-password', {
      cookie: laptop.cookie,
      body: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(change.status).toBe(200);
    expect(await fetchToken(phone.cookie)).toBeUndefined();
    expect(await fetchToken(cookiesFrom(change, laptop.cookie))).toBeDefined();
    expect((await signIn('bob@example.com', 'first-password')).response.status).toBe(401);
  });

  it('resets a password through a single-use link and revokes old sessions', async () => {
    await createUserWithPassword(auth, { email: 'cy@example.com', password: 'old-password' });
    const old = await signIn('cy@example.com', 'old-password');
    const request = await callAuth(auth, '/request-password-reset', {
      body: { email: 'cy@example.com' },
    });
    expect(request.status).toBe(200);
    const unknown = await callAuth(auth, '/request-password-reset', {
      body: { email: 'nobody@example.com' },
    });
    expect(await unknown.json()).toEqual(await request.json());
    const mail = sent.findLast((message) => message.to === 'cy@example.com');
    const link = /http\S+\/reset-password\?token=(\S+)/.exec(mail?.text ?? '');
    expect(link?.[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = decodeURIComponent(link?.[1] ?? '');
    const reset = await callAuth(auth, '/reset-password', {
      body: { token, newPassword: 'new-password' },
    });
    expect(reset.status).toBe(200);
    const again = await callAuth(auth, '/reset-password', {
      body: { token, newPassword: 'other-password' },
    });
    expect(again.status).toBe(400);
    expect(await fetchToken(old.cookie)).toBeUndefined();
    expect((await signIn('cy@example.com', 'new-password')).response.status).toBe(200);
  });
});
