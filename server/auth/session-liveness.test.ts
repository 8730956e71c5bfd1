import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { callAuth, cookiesFrom, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { API_TOKEN_AUDIENCE, LOCAL_TOKEN_ISSUER } from './auth-constants.ts';
import { createUserWithPassword } from './create-user.ts';
import { createDatabaseJwks } from './jwks-sources.ts';
import { createSessionLivenessCheck, SESSION_CHECK_TTL_MS } from './session-liveness.ts';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './verify-api-token.ts';

/** How long tokens of an ended session may still pass, at most (the requirement). */
const LIMIT_MS = 5_000;

describe.each(listTestTargets())('api tokens end with their session on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let sent: ReturnType<typeof createTestAuth>['sent'];
  let sessionQueries = 0;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    ({ auth, sent } = createTestAuth(db));
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A verifier as one api process builds it (get-token-verifier.ts), counting session queries. */
  function processVerifier(ttlMs = SESSION_CHECK_TTL_MS): TokenVerifier {
    const counted: Database = Object.create(db);
    counted.query = (sql, params) => {
      if (sql.includes('auth_session')) sessionQueries += 1;
      return db.query(sql, params);
    };
    return createTokenVerifier({
      provider: 'local',
      keys: createDatabaseJwks(db),
      issuer: LOCAL_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
      isSessionLive: createSessionLivenessCheck(counted, { ttlMs }),
    });
  }

  async function signIn(email: string, password: string) {
    const response = await callAuth(auth, '/sign-in/email', { body: { email, password } });
    expect(response.status).toBe(200);
    const cookie = cookiesFrom(response);
    const tokenResponse = await callAuth(auth, '/token', { cookie });
    const { token } = (await tokenResponse.json()) as { token: string };
    return { cookie, token };
  }

  const accepts = async (verify: TokenVerifier, token: string) => {
    try {
      await verify(token);
      return true;
    } catch (error) {
      if (error instanceof InvalidTokenError) return false;
      throw error;
    }
  };

  /** Milliseconds from now until every verifier refuses the token (polling every 50 ms). */
  async function msUntilRefused(verifiers: TokenVerifier[], token: string): Promise<number> {
    const start = performance.now();
    while (performance.now() - start < LIMIT_MS + 2_000) {
      const results = await Promise.all(verifiers.map((verify) => accepts(verify, token)));
      if (results.every((accepted) => !accepted)) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.POSITIVE_INFINITY;
  }

  it('refuses a token in every process within 5 s of sign-out (default cache)', async () => {
    await createUserWithPassword(auth, { email: 'ada@example.com', password: 'correct-horse' });
    const { cookie, token } = await signIn('ada@example.com', 'correct-horse');
    const processes = [processVerifier(), processVerifier()];
    // Both processes have checked (and remembered) the token and its live session.
    for (const verify of processes) expect(await accepts(verify, token)).toBe(true);
    const before = sessionQueries;
    for (const verify of processes) expect(await accepts(verify, token)).toBe(true);
    expect(sessionQueries).toBe(before); // answered from the per-process cache
    expect((await callAuth(auth, '/sign-out', { body: {}, cookie })).status).toBe(200);
    const elapsed = await msUntilRefused(processes, token);
    console.log(`[17.7] token refused ${Math.round(elapsed)} ms after sign-out (${target})`);
    expect(elapsed).toBeLessThanOrEqual(LIMIT_MS);
    expect(elapsed).toBeLessThanOrEqual(SESSION_CHECK_TTL_MS + 500);
  });

  it('refuses the tokens of every session after a password change', async () => {
    await createUserWithPassword(auth, { email: 'bob@example.com', password: 'first-password' });
    const laptop = await signIn('bob@example.com', 'first-password');
    const phone = await signIn('bob@example.com', 'first-password');
    const verify = processVerifier(200);
    expect(await accepts(verify, laptop.token)).toBe(true);
    expect(await accepts(verify, phone.token)).toBe(true);
    const change = await callAuth(auth, '/change-password', {
      cookie: laptop.cookie,
      body: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(change.status).toBe(200);
    expect(await msUntilRefused([verify], phone.token)).toBeLessThanOrEqual(LIMIT_MS);
    expect(await msUntilRefused([verify], laptop.token)).toBeLessThanOrEqual(LIMIT_MS);
    // The session the change created issues tokens that work.
    const fresh = await callAuth(auth, '/token', { cookie: cookiesFrom(change, laptop.cookie) });
    const { token } = (await fresh.json()) as { token: string };
    expect(await accepts(verify, token)).toBe(true);
  });

  it('refuses the tokens of old sessions after a password reset', async () => {
    await createUserWithPassword(auth, { email: 'cy@example.com', password: 'old-password' });
    const old = await signIn('cy@example.com', 'old-password');
    const verify = processVerifier(200);
    expect(await accepts(verify, old.token)).toBe(true);
    await callAuth(auth, '/request-password-reset', { body: { email: 'cy@example.com' } });
    const mail = sent.findLast((message) => message.to === 'cy@example.com');
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const reset = await callAuth(auth, '/reset-password', {
      body: { token: resetToken, newPassword: 'new-password' },
    });
    expect(reset.status).toBe(200);
    expect(await msUntilRefused([verify], old.token)).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('refuses a validly signed token whose session id is unknown or missing', async () => {
    const check = createSessionLivenessCheck(db);
    const base = {
      provider: 'local' as const,
      userId: 'u',
      organizationId: null,
      organizationRole: null,
      organizationPermissions: [],
      firstFactorVerifiedAt: null,
      secondFactorVerifiedAt: null,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    };
    expect(await check({ ...base, sessionId: null })).toBe(false);
    expect(await check({ ...base, sessionId: 'no-such-session' })).toBe(false);
  });
});
