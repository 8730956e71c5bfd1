import {
  canChangeItem,
  canReadItem,
  canShareWithOrganization,
  type ItemVisibility,
} from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { auditItemChange } from './audit-item-change.ts';
import { type ItemAccessResult, refused } from './item-access-result.ts';
import type { ItemOwnership } from './item-ownership.ts';
import { recordItemAudit } from './record-item-audit.ts';
import { lockSharedItem, SHAREABLE_TABLES } from './shareable-items.ts';
import type { SharedItemKind } from './shared-item-kind.ts';

/**
 * Shares a saved view, brief or watchlist with the caller's active organization, or makes it private.
 * Sharing: the owner only, with an active organization (the item moves to it if it was shared
 * with another). Making private: whoever may change the item (its owner, an admin of its
 * organization). The change and its audit events are one transaction.
 */
export function setItemVisibility(
  db: Database,
  auth: VerifiedAuth,
  kind: SharedItemKind,
  id: string,
  visibility: ItemVisibility,
): Promise<ItemAccessResult<ItemOwnership>> {
  return db.transaction(async (tx) => {
    const item = await lockSharedItem(tx, kind, id);
    if (!item || !canReadItem(auth, item)) return refused('not-found');
    let organizationId: string | null = null;
    if (visibility === 'organization') {
      if (item.ownerUserId !== auth.userId) return refused('forbidden');
      if (!canShareWithOrganization(auth)) return refused('no-organization');
      organizationId = auth.organizationId;
    } else if (!canChangeItem(auth, item)) {
      return refused('forbidden');
    }
    const { table } = SHAREABLE_TABLES[kind];
    await tx.query(`update ${table} set visibility = $2, organization_id = $3 where id = $1`, [
      item.id,
      visibility,
      organizationId,
    ]);
    const after = { ...item, visibility, organizationId };
    await recordItemAudit(tx, auditItemChange(item, after), {
      actorUserId: auth.userId,
      itemType: kind,
      itemId: item.id,
      itemName: item.name,
    });
    const { id: _id, name: _name, ...ownership } = after;
    return { ok: true, value: ownership };
  });
}
