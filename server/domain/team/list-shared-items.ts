import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { type ItemOwnership, toItemOwnership } from './item-ownership.ts';
import type { SharedItemKind } from './shared-item-kind.ts';

/** A saved view, brief or watchlist shared with an organization, as the Team page lists it. */
export type SharedItemSummary = {
  kind: SharedItemKind;
  id: string;
  name: string;
  /** A saved view's page and query string; empty for a brief or a watchlist. */
  page: string;
  search: string;
  sharing: ItemOwnership;
  createdAt: Date;
};

type Row = {
  kind: SharedItemKind;
  id: string;
  name: string;
  page: string;
  search: string;
  user_id: string;
  organization_id: string | null;
  visibility: string;
  owner_name: string | null;
  created_at: Date | string;
};

const SHARED_ROWS = `
  select 'saved_view' as kind, t.id::text as id, t.name, t.page, t.search, t.user_id,
    t.organization_id, t.visibility, t.created_at
  from saved_filters t where t.visibility = 'organization' and t.organization_id = $1
  union all
  select 'brief' as kind, t.id::text as id, t.title as name, '' as page, '' as search, t.user_id,
    t.organization_id, t.visibility, t.created_date as created_at
  from briefs t where t.visibility = 'organization' and t.organization_id = $1
  union all
  select 'watchlist' as kind, t.id::text as id, t.name, '' as page, '' as search, t.user_id,
    t.organization_id, t.visibility, t.created_at
  from watchlists t where t.visibility = 'organization' and t.organization_id = $1`;

/**
 * The saved views, briefs and watchlists shared with an organization, newest first, with their
 * owners.
 */
export async function listSharedItems(
  db: Database,
  organizationId: string,
  page: PageRequest,
): Promise<{ items: SharedItemSummary[]; page: PageResult }> {
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select s.*, coalesce(nullif(owner_user."name", ''), owner_user.email, '') as owner_name
       from (${SHARED_ROWS}) s left join auth_user owner_user on owner_user.id = s.user_id
       order by s.created_at desc, s.id limit $2 offset $3`,
      [organizationId, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from (${SHARED_ROWS}) s`, [organizationId]),
  ]);
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      page: r.page,
      search: r.search,
      sharing: toItemOwnership(r),
      createdAt: new Date(r.created_at),
    })),
    page: pageResult(page, count[0]?.n ?? 0),
  };
}
