import type { Database } from '#server/db/connection.ts';
import { UUID_PATTERN } from './saved-filter.ts';

/** Deletes the user's saved filter; false when it is missing or another user's. */
export async function deleteSavedFilter(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  const result = await db.kysely
    .deleteFrom('saved_filters')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
