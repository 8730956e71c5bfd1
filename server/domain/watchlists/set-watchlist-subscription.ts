import { canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { type ItemAccessResult, refused } from '#server/domain/team/item-access-result.ts';
import { lockSharedItem } from '#server/domain/team/shareable-items.ts';

/**
 * Subscribes the caller to a watchlist they may read (its owner, or a member or admin of the
 * organization it is shared with), in the app and by email when `email`; or unsubscribes them
 * (`subscribed` false: no more notifications). Checked under the watchlist's row lock, so an
 * unshare or delete running at the same time is seen. Not found when they may not read it.
 */
export async function setWatchlistSubscription(
  db: Database,
  auth: VerifiedAuth,
  input: { watchlistId: string; subscribed: boolean; email: boolean },
): Promise<ItemAccessResult<null>> {
  return db.transaction(async (tx) => {
    const watchlist = await lockSharedItem(tx, 'watchlist', input.watchlistId);
    if (!watchlist || !canReadItem(auth, watchlist)) return refused('not-found');
    if (!input.subscribed) {
      await tx.query(
        'delete from watchlist_subscriptions where watchlist_id = $1 and user_id = $2',
        [watchlist.id, auth.userId],
      );
    } else {
      await tx.query(
        `insert into watchlist_subscriptions (watchlist_id, user_id, email) values ($1, $2, $3)
         on conflict (watchlist_id, user_id) do update set email = excluded.email`,
        [watchlist.id, auth.userId, input.email],
      );
    }
    return { ok: true, value: null };
  });
}
