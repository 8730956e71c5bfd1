import { redirect } from '@tanstack/react-router';
import type { LoaderCause } from '#app/lib/route-data.ts';
import type { TokenStore } from '#app/lib/rpc/token-store.ts';
import type { Admission, SessionCache } from './session-cache.ts';

/**
 * The guard of the protected pages (the `_app` route's beforeLoad): on every navigation into a
 * page, the user and a fresh short-lived api token, from the router's session cache (one fetch per
 * navigation at most); signed out, a redirect to /login that comes back here. A page that only
 * changes its own search (`stay`) keeps the admission it has without waiting for the server
 * (session-cache.ts, Admission); the api still checks every call's token.
 */
export async function guardProtectedPage({
  context,
  location,
  cause,
}: {
  context: { session: SessionCache; tokenStore: TokenStore };
  location: { href: string };
  cause: LoaderCause;
}): Promise<Admission> {
  const admitted = context.session.admitted();
  if (cause === 'stay' && admitted) return admitted;
  const session = await context.session.get();
  if (!session.user || !session.token) {
    context.tokenStore.set(undefined);
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  context.tokenStore.set(session.token);
  const admission: Admission = {
    user: session.user,
    activeOrganization: session.activeOrganization,
    authProvider: session.provider,
  };
  context.session.admit(admission);
  return admission;
}
