import type { Database } from '#server/db/connection.ts';
import { isBriefId } from './stored-brief.ts';

/** Deletes the user's brief; false for an unknown id or another user's brief. */
export async function deleteBrief(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isBriefId(id)) return false;
  const rows = await db.query<{ id: string }>(
    'delete from briefs where id = $1 and user_id = $2 returning id',
    [id, userId],
  );
  return rows.length > 0;
}
