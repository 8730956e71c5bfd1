import type { Database } from '#server/db/connection.ts';

/**
 * Turns off a user's emails of one watchlist (they keep its notifications in the app). Returns
 * the watchlist's name, or null when the watchlist or the subscription is gone. Idempotent.
 */
export async function unsubscribeWatchlistEmail(
  db: Database,
  input: { watchlistId: string; userId: string },
): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `update watchlist_subscriptions s set email = false
       from watchlists w
      where w.id = s.watchlist_id and s.watchlist_id = $1 and s.user_id = $2
      returning w.name`,
    [input.watchlistId, input.userId],
  );
  return row?.name ?? null;
}
