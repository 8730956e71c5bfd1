import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import {
  type SecondApp,
  startAppOnSuiteBuild,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/**
 * Clerk mode against local stubs (issue 24, item 11): the app's web tier reads Clerk's session
 * cookie with Clerk's SDK, which fetches the signing keys from Clerk's Backend API; here that api
 * is a local server (CLERK_API_URL) that also records sessions revoked. A signed-in Clerk user is
 * sent on from /login, and "Sign out" ends the Clerk session for good: /login then stays put
 * (before, the Clerk session outlived the click and /login sent the user straight back).
 */
const { newContext } = withBrowser();
const FRONTEND_API = 'clerk.stub.example';
const PUBLISHABLE_KEY = `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`;
const SESSION_ID = 'sess_stub_1';

let app: SecondApp;
let dataDir: string;
let stub: Server;
let privateKey: CryptoKey;
const revoked: string[] = [];

/** Clerk's Backend API, as much as the SDK asks of it: the JWKS and revoking a session. */
async function startBackendApiStub(): Promise<string> {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'ins_stub', alg: 'RS256', use: 'sig' };
  stub = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(request.url ?? '');
    if (request.method === 'GET' && request.url === '/v1/jwks') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else if (request.method === 'POST' && revoke?.[1]) {
      revoked.push(revoke[1]);
      response.end(
        JSON.stringify({
          object: 'session',
          id: revoke[1],
          client_id: 'client_stub',
          user_id: 'user_stub',
          status: 'revoked',
          last_active_at: Date.now(),
          expire_at: Date.now(),
          abandon_at: Date.now(),
          created_at: Date.now(),
          updated_at: Date.now(),
        }),
      );
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ errors: [{ code: 'resource_not_found', message: 'stub' }] }));
    }
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
}

/** What Clerk's browser script leaves on the app's host for a signed-in user. */
async function signInWithClerk(context: BrowserContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sid: SESSION_ID, azp: app.baseUrl, email: 'ana@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_stub' })
    .setIssuer(`https://${FRONTEND_API}`)
    .setSubject('user_stub')
    .setIssuedAt(now - 5)
    .setNotBefore(now - 5)
    .setExpirationTime(now + 600)
    .sign(privateKey);
  const url = app.baseUrl;
  await context.addCookies([
    { name: '__session', value: token, url },
    { name: '__client_uat', value: String(now - 5), url },
    // A development instance's browser token (pk_test_): the SDK wants one before it reads a session.
    { name: '__clerk_db_jwt', value: 'dvb_stub', url },
  ]);
}

async function clerkPage(): Promise<Page> {
  const context = await newContext({ baseUrl: app.baseUrl });
  // Clerk's own script comes from the frontend API; none is needed here, so none loads.
  await context.route(`https://${FRONTEND_API}/**`, (route) => route.abort());
  await signInWithClerk(context);
  return context.newPage();
}

const cookieNames = async (context: BrowserContext) =>
  (await context.cookies(app.baseUrl)).map((cookie) => cookie.name);

beforeAll(async () => {
  const apiUrl = await startBackendApiStub();
  dataDir = mkdtempSync(join(tmpdir(), 'rfi-clerk-'));
  app = await startAppOnSuiteBuild(inject('baseUrl'), dataDir, {
    CLERK_SECRET_KEY: 'sk_test_stubstubstubstubstubstubstubstub',
    PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    CLERK_API_URL: apiUrl,
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
});

describe('Clerk mode (local stubs)', () => {
  it('offers a signed-in Clerk user the app on / and sends /login on', async () => {
    const page = await clerkPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('landing-open-app').waitFor();
    await page.goto('/login');
    await page.waitForURL(`${app.baseUrl}/home`);
    await page.context().close();
  });

  it('signs out: the Clerk session ends, its cookies go and /login stays put', async () => {
    const page = await clerkPage();
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(revoked).toEqual([SESSION_ID]);
    const names = await cookieNames(page.context());
    expect(names).not.toContain('__session');
    expect(names).not.toContain('__client_uat');
    // Signed out for the server too: /login is not left, a protected page sends there.
    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});
