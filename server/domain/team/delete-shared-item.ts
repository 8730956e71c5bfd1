import { canChangeItem, canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { auditItemChange } from './audit-item-change.ts';
import { type ItemAccessResult, refused } from './item-access-result.ts';
import { recordItemAudit } from './record-item-audit.ts';
import { lockSharedItem, SHAREABLE_TABLES } from './shareable-items.ts';
import type { SharedItemKind } from './shared-item-kind.ts';

/**
 * Deletes a saved view, brief or watchlist (with its subscriptions and notifications): its owner, or an admin of the organization it is shared with
 * (audited when it was shared). Not found when the caller may not read it; forbidden when they
 * read it but may not change it.
 */
export function deleteSharedItem(
  db: Database,
  auth: VerifiedAuth,
  kind: SharedItemKind,
  id: string,
): Promise<ItemAccessResult<{ name: string }>> {
  return db.transaction(async (tx) => {
    const item = await lockSharedItem(tx, kind, id);
    if (!item || !canReadItem(auth, item)) return refused('not-found');
    if (!canChangeItem(auth, item)) return refused('forbidden');
    await tx.query(`delete from ${SHAREABLE_TABLES[kind].table} where id = $1`, [item.id]);
    await recordItemAudit(tx, auditItemChange(item, null), {
      actorUserId: auth.userId,
      itemType: kind,
      itemId: item.id,
      itemName: item.name,
      details: item.ownerUserId === auth.userId ? {} : { ownerUserId: item.ownerUserId },
    });
    return { ok: true, value: { name: item.name } };
  });
}
