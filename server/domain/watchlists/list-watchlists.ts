import type { Database } from '#server/db/connection.ts';
import {
  MAX_WATCHLISTS_PER_USER,
  toWatchlist,
  WATCHLIST_COLUMNS,
  WATCHLIST_FROM,
  type Watchlist,
  type WatchlistRow,
} from './watchlist.ts';

/** At most this many in a listing: the caller's own and those shared with their organization. */
const MAX_LISTED = MAX_WATCHLISTS_PER_USER * 4;

/**
 * The watchlists a caller sees, newest first: their own, and those shared with `organizationId`
 * (null: none; `visibleItemsScope` of shared-item-access.ts says which).
 */
export async function listWatchlists(
  db: Database,
  scope: { userId: string; organizationId: string | null },
): Promise<Watchlist[]> {
  const rows = await db.query<WatchlistRow>(
    `select ${WATCHLIST_COLUMNS}
       from ${WATCHLIST_FROM}
      where w.user_id = $1
         or (w.visibility = 'organization' and w.organization_id = $2::text)
      order by w.created_at desc, w.id
      limit ${MAX_LISTED}`,
    [scope.userId, scope.organizationId],
  );
  return rows.map(toWatchlist);
}
