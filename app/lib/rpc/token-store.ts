/** Refresh a token this long before it expires, so a call never leaves with a dying token. */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

/**
 * Holds the signed-in user's short-lived api token for one router: one per request on the
 * server, one per tab in the browser. The protected-route guard sets it on every navigation; in
 * the browser, `get` also fetches a fresh one when it is missing (after server rendering, the
 * guard ran on the server only) or about to expire (a page left open for a while).
 */
export type TokenStore = {
  get: () => Promise<string | undefined>;
  set: (token: string | undefined) => void;
};

/** The expiry (ms since epoch) of a JWT, read without verifying it; undefined if unreadable. */
export function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(token: string, now: number): boolean {
  const expiry = readTokenExpiry(token);
  return expiry === undefined || expiry - TOKEN_REFRESH_MARGIN_MS > now;
}

export function createTokenStore(
  refresh?: () => Promise<string | undefined>,
  now: () => number = Date.now,
): TokenStore {
  let current: string | undefined;
  let pending: Promise<string | undefined> | undefined;
  return {
    get: async () => {
      if (current && isFresh(current, now())) return current;
      if (!refresh) return current;
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      current = await pending;
      return current;
    },
    set: (token) => {
      current = token;
    },
  };
}
