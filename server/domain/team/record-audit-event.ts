import type { Database } from '#server/db/connection.ts';
import { type AuditEventInput, auditEventInputSchema } from './audit-event.ts';

/**
 * Records an audit event of an organization. Pass the transaction that makes the change (the
 * `tx` of `db.transaction`), so the event is written exactly when the change is: both or neither.
 * The event is validated first; an invalid one throws (a programming error).
 *
 * Watchlists call it with itemType 'watchlist' when a shared watchlist is created, changed,
 * shared, unshared or deleted.
 */
export async function recordAuditEvent(tx: Database, event: AuditEventInput): Promise<void> {
  const e = auditEventInputSchema.parse(event);
  await tx.query(
    `insert into audit_events
       (organization_id, actor_user_id, action, item_type, item_id, item_name, details)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      e.organizationId,
      e.actorUserId,
      e.action,
      e.itemType,
      e.itemId,
      e.itemName,
      JSON.stringify(e.details),
    ],
  );
}
