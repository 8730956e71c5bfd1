/**
 * The paths the api process serves (server/http/create-api-handler.ts); everything else is the
 * web tier's (pages, server functions, built assets). The web host forwards these to BACKEND_URL,
 * the single process hands them to the api handler in-process, and `npm run dev` proxies them.
 */
export const API_PATH_PREFIXES = ['/rpc/', '/api/', '/ingest/'] as const;

/** Paths served by the api that are not under a prefix. */
export const API_EXACT_PATHS = ['/sentry', '/ingest'] as const;

/** True when `pathname` belongs to the api (see API_PATH_PREFIXES). */
export function isApiPath(pathname: string): boolean {
  if ((API_EXACT_PATHS as readonly string[]).includes(pathname)) return true;
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
