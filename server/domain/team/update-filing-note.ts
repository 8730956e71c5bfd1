import { canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { type FilingNote, lockFilingNote, noteAccess, noteAuditName } from './filing-note.ts';
import { type ItemAccessResult, refused } from './item-access-result.ts';
import { recordAuditEvent } from './record-audit-event.ts';

/**
 * Replaces a note's body (validated by the caller): its author only, not even an admin (a note
 * says what its author wrote). Audited for the note's organization.
 */
export function updateFilingNote(
  db: Database,
  auth: VerifiedAuth,
  id: string,
  body: string,
): Promise<ItemAccessResult<FilingNote>> {
  return db.transaction(async (tx) => {
    const note = await lockFilingNote(tx, id);
    if (!note || !canReadItem(auth, noteAccess(note))) return refused('not-found');
    if (note.authorUserId !== auth.userId) return refused('forbidden');
    const [row] = await tx.query<{ updated_at: Date | string }>(
      'update filing_notes set body = $2, updated_at = now() where id = $1 returning updated_at',
      [note.id, body],
    );
    const updated = { ...note, body, updatedAt: new Date(row?.updated_at ?? Date.now()) };
    if (note.organizationId) {
      await recordAuditEvent(tx, {
        organizationId: note.organizationId,
        actorUserId: auth.userId,
        action: 'changed',
        itemType: 'note',
        itemId: note.id,
        itemName: noteAuditName(updated),
        details: { serffTrackingNumber: note.serffTrackingNumber },
      });
    }
    return { ok: true, value: updated };
  });
}
