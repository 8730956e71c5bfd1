import { readTokenExpiry, TOKEN_REFRESH_MARGIN_MS } from '#app/lib/rpc/token-store.ts';
import type {
  ActiveOrganization,
  AuthSession,
  SessionUser,
} from '#contract/auth/session-contract.ts';

/** How long a signed-in session is reused before it is asked for again. */
export const SESSION_CACHE_MS = 30_000;

/**
 * The session for one router (one per request on the server, one per tab in the browser), asked
 * of the server at most once per SESSION_CACHE_MS: the guard of a navigation, its preload on
 * hover and the token store share one answer and one request in flight. Only a signed-in answer
 * is kept, and only while its token is fresh; `clear` (the router's invalidate: sign-in, sign-out,
 * organization switch) drops it.
 */
export type SessionCache = {
  get(): Promise<AuthSession>;
  /** What the guard last admitted in this tab (set by the guard, or by the hydrated page). */
  admitted(): Admission | undefined;
  admit(admission: Admission): void;
  /** Drops the kept session and the admission (sign-in, sign-out, organization switch). */
  clear(): void;
};

/**
 * The protected pages' route context: who was let in, in which organization, by which provider.
 * A page that only changes its own search (a filter, a sort) keeps it without asking again: the
 * guard awaiting a slow session answer there put the page's skeleton in place of the page after
 * the router's `pendingMs`, and the field being typed in lost its focus. The api still checks the
 * short-lived token of every call, which the token store renews through `get`.
 */
export type Admission = {
  user: SessionUser;
  activeOrganization: ActiveOrganization | null;
  authProvider: AuthSession['provider'];
};

type Entry = { session: Promise<AuthSession>; at: number; token?: string };

function keeps(entry: Entry, now: number, ttlMs: number): boolean {
  if (now - entry.at >= ttlMs) return false;
  if (entry.token === undefined) return true; // still in flight
  const expiry = readTokenExpiry(entry.token);
  return expiry === undefined || expiry - TOKEN_REFRESH_MARGIN_MS > now;
}

export function createSessionCache(
  fetchSession: () => Promise<AuthSession>,
  now: () => number = Date.now,
  ttlMs: number = SESSION_CACHE_MS,
): SessionCache {
  let entry: Entry | undefined;
  let admission: Admission | undefined;
  const drop = (session: Promise<AuthSession>) => {
    if (entry?.session === session) entry = undefined;
  };
  return {
    get() {
      if (entry && keeps(entry, now(), ttlMs)) return entry.session;
      const session = fetchSession();
      const current: Entry = { session, at: now() };
      entry = current;
      session.then(
        (answer) => {
          if (answer.user && answer.token) current.token = answer.token;
          else drop(session);
        },
        () => drop(session),
      );
      return session;
    },
    admitted: () => admission,
    admit(next) {
      admission = next;
    },
    clear() {
      entry = undefined;
      admission = undefined;
    },
  };
}
