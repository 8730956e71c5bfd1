import { canShareWithOrganization } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type FilingNote,
  type FilingNoteRow,
  NOTE_COLUMNS,
  NOTE_FROM,
  noteAuditName,
  toFilingNote,
} from './filing-note.ts';
import { type ItemAccessResult, refused } from './item-access-result.ts';
import { recordAuditEvent } from './record-audit-event.ts';

/**
 * Adds a note (body already validated) on a filing for the caller's active organization, or for
 * the caller alone without one; audited for the organization. Not found for an unknown filing.
 */
export function addFilingNote(
  db: Database,
  auth: VerifiedAuth,
  serffTrackingNumber: string,
  body: string,
): Promise<ItemAccessResult<FilingNote>> {
  return db.transaction(async (tx) => {
    const [filing] = await tx.query<{ found: number }>(
      'select 1 as found from whole_filings where serff_tracking_number = $1',
      [serffTrackingNumber],
    );
    if (!filing) return refused('not-found');
    const organizationId = canShareWithOrganization(auth) ? auth.organizationId : null;
    const [inserted] = await tx.query<{ id: string }>(
      `insert into filing_notes (serff_tracking_number, organization_id, user_id, body)
       values ($1, $2, $3, $4) returning id::text as id`,
      [serffTrackingNumber, organizationId, auth.userId, body],
    );
    const [row] = await tx.query<FilingNoteRow>(
      `select ${NOTE_COLUMNS} from ${NOTE_FROM} where t.id = $1`,
      [inserted?.id],
    );
    if (!row) throw new Error('note not stored');
    const note = toFilingNote(row);
    if (organizationId) {
      await recordAuditEvent(tx, {
        organizationId,
        actorUserId: auth.userId,
        action: 'created',
        itemType: 'note',
        itemId: note.id,
        itemName: noteAuditName(note),
        details: { serffTrackingNumber },
      });
    }
    return { ok: true, value: note };
  });
}
