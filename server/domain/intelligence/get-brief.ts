import type { Database } from '#server/db/connection.ts';
import { type BriefRow, isBriefId, type StoredBrief, toStoredBrief } from './stored-brief.ts';

/** The user's brief; undefined for an unknown id or another user's brief. */
export async function getBrief(
  db: Database,
  userId: string,
  id: string,
): Promise<StoredBrief | undefined> {
  if (!isBriefId(id)) return undefined;
  const [row] = await db.query<BriefRow>('select * from briefs where id = $1 and user_id = $2', [
    id,
    userId,
  ]);
  return row ? toStoredBrief(row) : undefined;
}
