import type { SavedViewPage } from '#contract/filings/saved-view-pages.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { type SavedFilter, toSavedFilter } from './saved-filter.ts';

/** The user's saved filters (views), newest first; only one page's when `viewPage` is given. */
export async function listSavedFilters(
  db: Database,
  userId: string,
  page: PageRequest,
  viewPage?: SavedViewPage,
): Promise<{ savedFilters: SavedFilter[]; page: PageResult }> {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('saved_filters')
      .selectAll()
      .where('user_id', '=', userId)
      .$if(viewPage !== undefined, (q) => q.where('page', '=', viewPage ?? 'filings'))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db.query<{ n: number }>(
      'select count(*)::int as n from saved_filters where user_id = $1 and ($2::text is null or page = $2)',
      [userId, viewPage ?? null],
    ),
  ]);
  return { savedFilters: rows.map(toSavedFilter), page: pageResult(page, count[0]?.n ?? 0) };
}
