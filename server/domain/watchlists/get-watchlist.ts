import type { Database } from '#server/db/connection.ts';
import {
  toWatchlist,
  WATCHLIST_COLUMNS,
  WATCHLIST_FROM,
  type Watchlist,
  type WatchlistRow,
} from './watchlist.ts';

/**
 * One watchlist by id with `userId`'s subscription, or null when there is none (the caller
 * checks who may read it: server/auth/shared-item-access.ts).
 */
export async function getWatchlist(
  db: Database,
  userId: string,
  id: string,
): Promise<Watchlist | null> {
  const [row] = await db.query<WatchlistRow>(
    `select ${WATCHLIST_COLUMNS}
       from ${WATCHLIST_FROM}
      where w.id = $2`,
    [userId, id],
  );
  return row ? toWatchlist(row) : null;
}
