import { createServerFn } from '@tanstack/react-start';
import {
  type ActionResult,
  type AuthSession,
  resetPasswordInputSchema,
  reverifyInputSchema,
} from '#contract/auth/session-contract.ts';

export type { ActionResult };

/**
 * The current user, a fresh short-lived api token and the active organization. The guard of the
 * protected routes calls it on every navigation (spec section 7: "a server function that
 * returns user and token"). Local sign-in is read from the api's session gateway, Clerk's
 * session from Clerk's cookies.
 */
export const getSession = createServerFn({ method: 'GET' }).handler(
  async (): Promise<AuthSession> => (await import('./read-session.server.ts')).readSession(),
);

/** Signs out of the local provider: the session is deleted and the cookie cleared. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const { runLocalSessionAction } = await import('./auth-gateway.server.ts');
  await runLocalSessionAction({ action: 'sign-out' });
  return { signedOut: true };
});

/**
 * Signs out of Clerk (Clerk mode): the session ends at Clerk and its cookies on this host are
 * cleared, so /login no longer reads the browser as signed in.
 */
export const signOutOfClerk = createServerFn({ method: 'POST' }).handler(async () => {
  const { getWebEnv } = await import('#app/lib/env/web-env.server.ts');
  const env = getWebEnv();
  if (env.AUTH_PROVIDER !== 'clerk') return { signedOut: false };
  const { endClerkSession } = await import('./end-clerk-session.server.ts');
  await endClerkSession(env);
  return { signedOut: true };
});

/** Sets the new password (the link works once), revokes old sessions and signs the user in. */
export const resetPasswordAndSignIn = createServerFn({ method: 'POST' })
  .validator(resetPasswordInputSchema)
  .handler(async ({ data }): Promise<ActionResult> => {
    const { runLocalSessionAction } = await import('./auth-gateway.server.ts');
    return runLocalSessionAction({ action: 'reset-password', ...data });
  });

/** Proves the user again (password and/or authenticator code) for sensitive actions. */
export const reverify = createServerFn({ method: 'POST' })
  .validator(reverifyInputSchema)
  .handler(async ({ data }): Promise<ActionResult> => {
    const { runLocalSessionAction } = await import('./auth-gateway.server.ts');
    return runLocalSessionAction({ action: 'reverify', ...data });
  });
