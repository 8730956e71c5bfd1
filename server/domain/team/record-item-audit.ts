import type { AuditItemType } from '#contract/team/audit-vocabulary.ts';
import type { Database } from '#server/db/connection.ts';
import type { AuditDetails } from './audit-event.ts';
import type { AuditEntry } from './audit-item-change.ts';
import { recordAuditEvent } from './record-audit-event.ts';

/** Records each entry of `auditItemChange` for one item, in the caller's transaction. */
export async function recordItemAudit(
  tx: Database,
  entries: AuditEntry[],
  event: {
    actorUserId: string;
    itemType: AuditItemType;
    itemId: string;
    itemName: string;
    details?: AuditDetails;
  },
): Promise<void> {
  for (const entry of entries) {
    await recordAuditEvent(tx, { ...event, ...entry });
  }
}
