import type { SharedItem } from '#server/auth/shared-item-access.ts';
import type { Database } from '#server/db/connection.ts';
import { auditItemChange } from '#server/domain/team/audit-item-change.ts';
import { recordAuditEvent } from '#server/domain/team/record-audit-event.ts';

type Ownership = Pick<SharedItem, 'organizationId' | 'visibility'>;

/**
 * Records the audit events of a watchlist going from `before` to `after` (null: created /
 * deleted), in the transaction `tx` that makes the change: only organizations it is or was shared
 * with hear of it (auditItemChange).
 */
export async function auditWatchlistChange(
  tx: Database,
  change: {
    actorUserId: string;
    id: string;
    name: string;
    before: Ownership | null;
    after: Ownership | null;
    contentChanged?: boolean;
  },
): Promise<void> {
  for (const entry of auditItemChange(change.before, change.after, change.contentChanged)) {
    await recordAuditEvent(tx, {
      organizationId: entry.organizationId,
      actorUserId: change.actorUserId,
      action: entry.action,
      itemType: 'watchlist',
      itemId: change.id,
      itemName: change.name,
    });
  }
}
