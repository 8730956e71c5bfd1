import type { BriefReportType } from '#contract/intelligence/brief-report.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import {
  type ItemOwnership,
  OWNER_JOIN,
  OWNER_NAME_COLUMN,
  toItemOwnership,
} from '#server/domain/team/item-ownership.ts';

export type BriefListItem = {
  id: string;
  title: string;
  subtitle: string;
  reportType: BriefReportType;
  filingCount: number;
  sharing: ItemOwnership;
  createdDate: Date;
};

/** Which briefs a listing returns (visibleItemsScope): the user's and their organization's shared ones. */
export type BriefScope = { userId: string; organizationId: string | null };

const VISIBLE = `(t.user_id = $1 or (t.visibility = 'organization' and t.organization_id = $2))`;

/** The briefs in scope, newest first, without their content, with their owner's name. */
export async function listBriefs(
  db: Database,
  scope: BriefScope,
  page: PageRequest,
): Promise<{ briefs: BriefListItem[]; page: PageResult }> {
  const rows = await db.query<{
    id: string;
    title: string;
    subtitle: string | null;
    report_type: BriefReportType;
    filing_count: number;
    user_id: string;
    organization_id: string | null;
    visibility: string;
    owner_name: string | null;
    created_date: Date | string;
  }>(
    `select t.id, t.title, t.subtitle, t.report_type, cardinality(t.filings) as filing_count,
       t.user_id, t.organization_id, t.visibility, ${OWNER_NAME_COLUMN}, t.created_date
     from briefs t ${OWNER_JOIN}
     where ${VISIBLE} order by t.created_date desc, t.id limit $3 offset $4`,
    [scope.userId, scope.organizationId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  // Counted apart from the page, so a page past the end still reports how many briefs there are.
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from briefs t where ${VISIBLE}`,
    [scope.userId, scope.organizationId],
  );
  const total = count?.total ?? 0;
  return {
    briefs: rows.map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle ?? '',
      reportType: r.report_type,
      filingCount: Number(r.filing_count),
      sharing: toItemOwnership(r),
      createdDate: new Date(r.created_date),
    })),
    page: pageResult(page, total),
  };
}
