import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USER, TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuildWithOwnData,
} from '#tests/support/e2e/start-app-on-suite-build.ts';

/**
 * The suite runs against the api and the web tier as two processes; this checks that what
 * `npm start` runs after its build (server/main.ts, one process: api paths and server rendering
 * served in-process) still works. It serves the build the suite made (a build of its own cost the
 * suite a minute; scripts/start.ts's build step is the one start-web.ts runs for the suite).
 */
describe('npm start as one process', () => {
  let app: SecondApp;

  beforeAll(async () => {
    app = await startAppOnSuiteBuildWithOwnData(inject('baseUrl'), {
      ...TEST_ACCOUNT_ENV,
      DEMO_FILINGS: '20',
    });
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('answers health checks with a reachable database', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { database: { reachable: boolean } };
    expect(body.database.reachable).toBe(true);
  });

  it('signs in, reads the session, renders a protected page and answers a Connect call', async () => {
    const origin = app.baseUrl;
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(DEMO_USER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const session = await fetch(`${origin}/api/session`, { headers: { cookie } });
    const { user, token } = (await session.json()) as {
      user: { email: string } | null;
      token: string | null;
    };
    expect(user?.email).toBe(DEMO_USER.email);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Server rendering reaches the api in-process: the page carries the filings it loaded.
    const page = await fetch(`${origin}/filings`, { headers: { cookie, accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('serffTrackingNumber');

    const call = await fetch(`${origin}/rpc/ratefiling.v1.FilingService/ListFilings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'connect-protocol-version': '1',
        authorization: `Bearer ${token}`,
      },
      body: '{}',
    });
    expect(call.status).toBe(200);
    const { filings } = (await call.json()) as { filings: unknown[] };
    expect(filings.length).toBeGreaterThan(0);
  });
});
