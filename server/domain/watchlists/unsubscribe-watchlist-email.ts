import type { Database } from '#server/db/connection.ts';

/**
 * Turns off a user's emails of the given watchlists (they keep their notifications in the app).
 * Returns the names of the watchlists whose subscription it found (none when every watchlist or
 * subscription is gone). Idempotent.
 */
export async function unsubscribeWatchlistEmail(
  db: Database,
  input: { watchlistIds: readonly string[]; userId: string },
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `update watchlist_subscriptions s set email = false
       from watchlists w
      where w.id = s.watchlist_id and s.watchlist_id = any($1::uuid[]) and s.user_id = $2
      returning w.name`,
    [input.watchlistIds, input.userId],
  );
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b));
}
