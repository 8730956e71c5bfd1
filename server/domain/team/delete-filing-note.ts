import { canChangeItem, canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { lockFilingNote, noteAccess, noteAuditName } from './filing-note.ts';
import { type ItemAccessResult, refused } from './item-access-result.ts';
import { recordAuditEvent } from './record-audit-event.ts';

/** Deletes a note: its author, or an admin of its organization; audited for the organization. */
export function deleteFilingNote(
  db: Database,
  auth: VerifiedAuth,
  id: string,
): Promise<ItemAccessResult<null>> {
  return db.transaction(async (tx) => {
    const note = await lockFilingNote(tx, id);
    if (!note) return refused('not-found');
    const access = noteAccess(note);
    if (!canReadItem(auth, access)) return refused('not-found');
    if (!canChangeItem(auth, access)) return refused('forbidden');
    await tx.query('delete from filing_notes where id = $1', [note.id]);
    if (note.organizationId) {
      await recordAuditEvent(tx, {
        organizationId: note.organizationId,
        actorUserId: auth.userId,
        action: 'deleted',
        itemType: 'note',
        itemId: note.id,
        itemName: noteAuditName(note),
        details: {
          serffTrackingNumber: note.serffTrackingNumber,
          ...(note.authorUserId === auth.userId ? {} : { authorUserId: note.authorUserId }),
        },
      });
    }
    return { ok: true, value: null };
  });
}
