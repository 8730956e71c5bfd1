import '@tanstack/react-start/server-only';
import { clerkClient } from '@clerk/tanstack-react-start/server';
import { deleteCookie, getCookies, getRequest } from '@tanstack/react-start/server';
import type { ClerkAuthEnv } from '#contract/env/auth-provider-env.ts';
import { clerkSessionCookieNames } from './clerk-session-cookies.ts';

/**
 * Signs the current request's user out of Clerk: ends the session at Clerk (Backend API, so
 * every tab and Clerk's own components see it ended) and clears Clerk's session cookies on this
 * host, so that the next navigation (and /login, which sends a signed-in user on) reads the
 * browser as signed out at once instead of trusting the cookie's token until it expires.
 */
export async function endClerkSession(env: ClerkAuthEnv): Promise<{ sessionEnded: boolean }> {
  const client = clerkClient({
    secretKey: env.CLERK_SECRET_KEY,
    publishableKey: env.PUBLIC_CLERK_PUBLISHABLE_KEY,
  });
  const state = await client.authenticateRequest(getRequest());
  const sessionId = state.isAuthenticated ? state.toAuth()?.sessionId : undefined;
  if (sessionId) await client.sessions.revokeSession(sessionId);
  const secure = new URL(getRequest().url).protocol === 'https:';
  for (const name of clerkSessionCookieNames(Object.keys(getCookies()))) {
    deleteCookie(name, { path: '/', secure, sameSite: 'lax' });
  }
  return { sessionEnded: Boolean(sessionId) };
}
