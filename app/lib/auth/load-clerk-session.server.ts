import '@tanstack/react-start/server-only';
import { clerkClient } from '@clerk/tanstack-react-start/server';
import { getRequest } from '@tanstack/react-start/server';
import { type AuthSession, SIGNED_OUT } from '#contract/auth/session-contract.ts';
import type { ClerkAuthEnv } from '#contract/env/auth-provider-env.ts';

/**
 * Clerk's session of the current request (its cookies, verified by Clerk's SDK) and Clerk's
 * session token for the api, which verifies it against Clerk's JWKS.
 */
export async function loadClerkSession(env: ClerkAuthEnv): Promise<AuthSession> {
  const client = clerkClient({
    secretKey: env.CLERK_SECRET_KEY,
    publishableKey: env.PUBLIC_CLERK_PUBLISHABLE_KEY,
  });
  const state = await client.authenticateRequest(getRequest());
  if (!state.isAuthenticated) return SIGNED_OUT('clerk');
  const auth = state.toAuth();
  if (!auth?.userId) return SIGNED_OUT('clerk');
  const token = await auth.getToken();
  const claims = auth.sessionClaims as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    provider: 'clerk',
    user: {
      id: auth.userId,
      email: text(claims?.email),
      name: text(claims?.name),
      twoFactorEnabled: false,
    },
    token,
    activeOrganization: auth.orgId
      ? { id: auth.orgId, name: auth.orgSlug ?? auth.orgId, role: auth.orgRole ?? '' }
      : null,
  };
}
