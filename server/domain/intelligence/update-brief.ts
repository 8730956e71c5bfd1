import type { BriefText } from '#contract/intelligence/brief-commentary.ts';
import type { Database } from '#server/db/connection.ts';
import { type BriefRow, isBriefId, type StoredBrief, toStoredBrief } from './stored-brief.ts';

/**
 * Replaces the title, subtitle and commentary of the user's brief (validated by the caller with
 * briefTextSchema); the report is never touched. Undefined for an unknown id or another user's
 * brief.
 */
export async function updateBrief(
  db: Database,
  userId: string,
  id: string,
  text: BriefText,
): Promise<StoredBrief | undefined> {
  if (!isBriefId(id)) return undefined;
  const [row] = await db.query<BriefRow>(
    `update briefs set title = $3, subtitle = $4, commentary = $5::jsonb
     where id = $1 and user_id = $2 returning *`,
    [id, userId, text.title, text.subtitle, JSON.stringify(text.commentary)],
  );
  return row ? toStoredBrief(row) : undefined;
}
