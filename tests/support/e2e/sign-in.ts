import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The test account: the app has no account with a known password of its own (ADR 010), so every
 * app the suite starts is told to keep this one (TEST_ACCOUNT_ENV).
 */
export const DEMO_USER = { email: 'demo@ratefiling.example', password: 'ratefiling-demo' };

/** Environment that makes a started app keep the DEMO_USER account. */
export const TEST_ACCOUNT_ENV = {
  DEMO_USER: 'true',
  DEMO_USER_EMAIL: DEMO_USER.email,
  DEMO_USER_PASSWORD: DEMO_USER.password,
};

/**
 * Gives the context its own client address, so that the sign-in rate limit (per address) of one
 * test never throttles another.
 */
export async function giveOwnClientAddress(context: BrowserContext): Promise<void> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/**
 * Signs a fresh context in quickly (one POST to the sign-in endpoint; the session cookie lands
 * in the context), then opens `path` (default /home) on `page`; `path: null` opens nothing (only
 * the session is wanted, e.g. to copy it into other contexts). `baseUrl` is the app the page's
 * context was made for, when it is not the suite's (a file's own app).
 */
export async function signIn(
  page: Page,
  options: { path?: string | null; email?: string; password?: string; baseUrl?: string } = {},
): Promise<void> {
  await giveOwnClientAddress(page.context());
  const origin = new URL(options.baseUrl ?? inject('baseUrl')).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: {
      email: options.email ?? DEMO_USER.email,
      password: options.password ?? DEMO_USER.password,
    },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  if (options.path !== null) await page.goto(options.path ?? '/home');
}
