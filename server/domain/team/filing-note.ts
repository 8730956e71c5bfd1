import type { SharedItem } from '#server/auth/shared-item-access.ts';
import type { Database } from '#server/db/connection.ts';

/** A note on a filing, as the api returns it. */
export type FilingNote = {
  id: string;
  serffTrackingNumber: string;
  body: string;
  authorUserId: string;
  /** The author's name, else email; empty when unknown (a Clerk user). */
  authorName: string;
  /** The organization whose members read it; null: only its author. */
  organizationId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type FilingNoteRow = {
  id: string;
  serff_tracking_number: string;
  body: string;
  user_id: string;
  author_name?: string | null;
  organization_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Selects a note (aliased t) with its author's display name. */
export const NOTE_COLUMNS = `t.id::text as id, t.serff_tracking_number, t.body, t.user_id,
  t.organization_id, t.created_at, t.updated_at,
  coalesce(nullif(author."name", ''), author.email, '') as author_name`;
export const NOTE_FROM = 'filing_notes t left join auth_user author on author.id = t.user_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toFilingNote(row: FilingNoteRow): FilingNote {
  return {
    id: row.id,
    serffTrackingNumber: row.serff_tracking_number,
    body: row.body,
    authorUserId: row.user_id,
    authorName: row.author_name ?? '',
    organizationId: row.organization_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** A note under the shared-item rules: its author owns it, its organization reads it. */
export function noteAccess(note: Pick<FilingNote, 'authorUserId' | 'organizationId'>): SharedItem {
  return {
    ownerUserId: note.authorUserId,
    organizationId: note.organizationId,
    visibility: note.organizationId === null ? 'private' : 'organization',
  };
}

/** How the audit log names a note: the filing and the note's first words. */
export function noteAuditName(note: Pick<FilingNote, 'serffTrackingNumber' | 'body'>): string {
  const words = note.body.replace(/\s+/g, ' ').trim();
  return `${note.serffTrackingNumber}: ${words.length > 60 ? `${words.slice(0, 59)}…` : words}`;
}

/** Reads a note and locks it until the transaction ends; undefined for an unknown id. */
export async function lockFilingNote(tx: Database, id: string): Promise<FilingNote | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.query<FilingNoteRow>(
    `select ${NOTE_COLUMNS} from ${NOTE_FROM} where t.id = $1 for update of t`,
    [id],
  );
  return row ? toFilingNote(row) : undefined;
}
