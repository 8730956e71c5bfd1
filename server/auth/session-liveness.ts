import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';
import type { VerifiedAuth } from './verified-auth.ts';

/** True while the sign-in session a token was issued for still exists and has not expired. */
export type SessionLivenessCheck = (auth: VerifiedAuth) => Promise<boolean>;

/**
 * How long one process believes an answer. Sign-out, a password change and a password reset delete
 * the session rows (in the shared database), so a token of that session is refused by every
 * process within this time (the requirement is 5 s).
 */
export const SESSION_CHECK_TTL_MS = 2_000;
/** Sessions remembered per process (a few per signed-in user). */
export const SESSION_CHECK_CACHE_SIZE = 5_000;

type Entry = { live: Promise<boolean>; checkedAt: number };

/**
 * Checks the session of a local api token (its `sid` claim) against `auth_session`, remembering
 * each answer for `ttlMs`; concurrent calls for one session share a single query. A token without
 * a session id is never live. A failed query is not remembered (the error reaches the caller).
 */
export function createSessionLivenessCheck(
  db: Database,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionLivenessCheck {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CHECK_CACHE_SIZE;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function query(sessionId: string, userId: string): Promise<boolean> {
    const rows = await db.query<unknown>(
      `select 1 from ${AUTH_TABLES.session}
       where id = $1 and "userId" = $2 and "expiresAt" > current_timestamp`,
      [sessionId, userId],
    );
    return rows.length > 0;
  }

  return async (auth) => {
    if (!auth.sessionId) return false;
    const key = `${auth.sessionId}\u0000${auth.userId}`;
    const known = entries.get(key);
    if (known && now() - known.checkedAt < ttlMs) return known.live;
    entries.delete(key);
    const live = query(auth.sessionId, auth.userId);
    const entry = { live, checkedAt: now() };
    entries.set(key, entry);
    live.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return live;
  };
}
