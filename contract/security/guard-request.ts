import { isHostAllowed, unknownHostResponse } from './allowed-hosts.ts';
import { checkRequestOrigin, crossOriginResponse } from './check-origin.ts';

export type RequestGuardConfig = {
  /** AUTH_ALLOWED_HOSTS patterns. */
  allowedHosts: readonly string[];
  /** Origins trusted besides the request's own (PUBLIC_BASE_URL). */
  trustedOrigins: readonly string[];
};

export type GuardedRequest = {
  request: Request;
  pathname: string;
  /** TanStack Start's handler: a server function call, or the router (pages, server routes). */
  handlerType: 'serverFn' | 'router';
};

/** Token-authenticated or anonymous endpoints whose answers never depend on the Host header. */
const HOST_INDEPENDENT = /^\/(?:rpc|ingest|sentry)(?:\/|$)|^\/api\/(?!auth(?:\/|$))/;

/**
 * The checks every request passes before the app handles it: pages, sign-in endpoints and server
 * functions answer 400 to a Host outside AUTH_ALLOWED_HOSTS, and a state-changing server function
 * call from another origin answers 403 (checkRequestOrigin). Null: go on.
 */
export function guardRequest(
  { request, pathname, handlerType }: GuardedRequest,
  config: RequestGuardConfig,
): Response | null {
  const hostMatters = handlerType === 'serverFn' || !HOST_INDEPENDENT.test(pathname);
  if (hostMatters) {
    const host = new URL(request.url).host;
    if (!isHostAllowed(host, config.allowedHosts)) return unknownHostResponse();
  }
  if (
    handlerType === 'serverFn' &&
    checkRequestOrigin(request, config.trustedOrigins) !== 'allowed'
  ) {
    return crossOriginResponse();
  }
  return null;
}
