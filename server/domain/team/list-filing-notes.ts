import type { Database } from '#server/db/connection.ts';
import {
  type FilingNote,
  type FilingNoteRow,
  NOTE_COLUMNS,
  NOTE_FROM,
  toFilingNote,
} from './filing-note.ts';

/** At most this many notes per filing are listed (the oldest first). */
export const MAX_LISTED_NOTES = 500;

/**
 * The notes on a filing in scope (visibleItemsScope): the caller's own, and those of
 * `organizationId` when it is not null; oldest first.
 */
export async function listFilingNotes(
  db: Database,
  scope: { userId: string; organizationId: string | null },
  serffTrackingNumber: string,
): Promise<FilingNote[]> {
  const rows = await db.query<FilingNoteRow>(
    `select ${NOTE_COLUMNS} from ${NOTE_FROM}
     where t.serff_tracking_number = $1 and (t.user_id = $2 or t.organization_id = $3)
     order by t.created_at, t.id limit ${MAX_LISTED_NOTES}`,
    [serffTrackingNumber, scope.userId, scope.organizationId],
  );
  return rows.map(toFilingNote);
}
