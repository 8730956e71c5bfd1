import '@tanstack/react-start/server-only';
import type { AuthSession } from '#contract/auth/session-contract.ts';

/**
 * The current request's user, fresh api token and organization: local sign-in from the api's
 * session gateway, Clerk's session from Clerk's cookies. Behind getSession (a server function)
 * and the server routes that need the signed-in user (documents/$).
 */
export async function readSession(): Promise<AuthSession> {
  const { getWebEnv } = await import('#app/lib/env/web-env.server.ts');
  const env = getWebEnv();
  if (env.AUTH_PROVIDER === 'clerk') {
    const { loadClerkSession } = await import('./load-clerk-session.server.ts');
    return loadClerkSession(env);
  }
  const { readLocalSession } = await import('./auth-gateway.server.ts');
  return readLocalSession();
}
