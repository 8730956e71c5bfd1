import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** The demo account the app creates at start (DEMO_USER_EMAIL / DEMO_USER_PASSWORD defaults). */
export const DEMO_USER = { email: 'demo@ratefiling.example', password: 'ratefiling-demo' };

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
 * in the context), then opens `path` (default /home) on `page`.
 */
export async function signIn(
  page: Page,
  options: { path?: string; email?: string; password?: string } = {},
): Promise<void> {
  await giveOwnClientAddress(page.context());
  const origin = new URL(inject('baseUrl')).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: {
      email: options.email ?? DEMO_USER.email,
      password: options.password ?? DEMO_USER.password,
    },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  await page.goto(options.path ?? '/home');
}
