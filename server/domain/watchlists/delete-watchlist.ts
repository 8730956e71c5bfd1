import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { deleteSharedItem } from '#server/domain/team/delete-shared-item.ts';
import type { ItemAccessResult } from '#server/domain/team/item-access-result.ts';

/**
 * Deletes a watchlist with its subscriptions and notifications, as `auth`: its owner, or an admin
 * of the organization it is shared with; checked under the row's lock and audited when shared, in
 * one transaction (the same rule as every shared item: deleteSharedItem).
 */
export function deleteWatchlist(
  db: Database,
  auth: VerifiedAuth,
  id: string,
): Promise<ItemAccessResult<{ name: string }>> {
  return deleteSharedItem(db, auth, 'watchlist', id);
}
