/**
 * Files allowed to break a checker rule for now, by rule. Each entry must still break it: the
 * checker reports an exclusion that no longer matches a violation, so stale entries get removed.
 */
export const LAYER_EXCLUSIONS: Readonly<Record<string, readonly string[]>> = {
  'server-only-marker': [
    // TEMPORARY until helpers 1 and 2 land: helper 1 rewrites the web tier's server code.
    'app/lib/auth/forward-cookies.server.ts',
    'app/lib/auth/load-clerk-session.server.ts',
    'app/lib/auth/load-local-session.server.ts',
    'app/lib/auth/local-actions.server.ts',
    'app/lib/rpc/in-process-transport.server.ts',
  ],
};
