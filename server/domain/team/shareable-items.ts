import type { Database } from '#server/db/connection.ts';
import type { SharedItemKind } from '#server/domain/team/shared-item-kind.ts';
import { type ItemOwnership, toItemOwnership } from './item-ownership.ts';

/** Where each kind of shareable item lives: its table and the column that names it. */
export const SHAREABLE_TABLES: Record<SharedItemKind, { table: string; nameColumn: string }> = {
  saved_view: { table: 'saved_filters', nameColumn: 'name' },
  brief: { table: 'briefs', nameColumn: 'title' },
  watchlist: { table: 'watchlists', nameColumn: 'name' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LockedItem = ItemOwnership & { id: string; name: string };

/**
 * Reads a saved view, brief or watchlist's ownership and locks its row until the transaction ends, so that
 * the access check and the change that follows see the same owner and sharing. Undefined for an
 * unknown or malformed id.
 */
export async function lockSharedItem(
  tx: Database,
  kind: SharedItemKind,
  id: string,
): Promise<LockedItem | undefined> {
  if (!UUID.test(id)) return undefined;
  const { table, nameColumn } = SHAREABLE_TABLES[kind];
  const [row] = await tx.query<{
    id: string;
    name: string;
    user_id: string;
    organization_id: string | null;
    visibility: string;
  }>(
    `select id::text as id, ${nameColumn} as name, user_id, organization_id, visibility
     from ${table} where id = $1 for update`,
    [id],
  );
  return row ? { ...toItemOwnership(row), id: row.id, name: row.name } : undefined;
}
