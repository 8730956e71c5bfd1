import type { SavedViewPage } from '#contract/filings/saved-view-pages.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { OWNER_JOIN, OWNER_NAME_COLUMN } from '#server/domain/team/item-ownership.ts';
import { type SavedFilter, type SavedFilterRow, toSavedFilter } from './saved-filter.ts';

/**
 * Which views a listing returns (visibleItemsScope): the user's own, and those shared with
 * `organizationId` when it is not null.
 */
export type SavedItemScope = { userId: string; organizationId: string | null };

const VISIBLE = `(t.user_id = $1 or (t.visibility = 'organization' and t.organization_id = $2))
  and ($3::text is null or t.page = $3)`;

/**
 * The saved filters (views) in scope, newest first, with their owner's name; only one page's
 * when `viewPage` is given.
 */
export async function listSavedFilters(
  db: Database,
  scope: SavedItemScope,
  page: PageRequest,
  viewPage?: SavedViewPage,
): Promise<{ savedFilters: SavedFilter[]; page: PageResult }> {
  const params = [scope.userId, scope.organizationId, viewPage ?? null];
  const [rows, count] = await Promise.all([
    db.query<SavedFilterRow>(
      `select t.*, ${OWNER_NAME_COLUMN} from saved_filters t ${OWNER_JOIN}
       where ${VISIBLE}
       order by t.created_at desc, t.id limit $4 offset $5`,
      [...params, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from saved_filters t where ${VISIBLE}`,
      params,
    ),
  ]);
  return { savedFilters: rows.map(toSavedFilter), page: pageResult(page, count[0]?.n ?? 0) };
}
