import type { Database } from '#server/db/connection.ts';
import { OWNER_JOIN, OWNER_NAME_COLUMN } from '#server/domain/team/item-ownership.ts';
import {
  type SavedFilter,
  type SavedFilterRow,
  toSavedFilter,
  UUID_PATTERN,
} from './saved-filter.ts';

/**
 * The saved filter with this id, whoever owns it, with its owner and sharing; undefined when it
 * is missing. The caller decides who may read it (canReadItem).
 */
export async function getSavedFilter(db: Database, id: string): Promise<SavedFilter | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.query<SavedFilterRow>(
    `select t.*, ${OWNER_NAME_COLUMN} from saved_filters t ${OWNER_JOIN} where t.id = $1`,
    [id],
  );
  return row ? toSavedFilter(row) : undefined;
}
