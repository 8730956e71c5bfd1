import type { Database } from '#server/db/connection.ts';
import { type SavedFilter, toSavedFilter, UUID_PATTERN } from './saved-filter.ts';

/** The user's saved filter with this id; undefined when it is missing or another user's. */
export async function getSavedFilter(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedFilter | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const row = await db.kysely
    .selectFrom('saved_filters')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toSavedFilter(row) : undefined;
}
