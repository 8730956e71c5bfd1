import type { BriefReportType } from '#contract/intelligence/brief-report.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';

export type BriefListItem = {
  id: string;
  title: string;
  subtitle: string;
  reportType: BriefReportType;
  filingCount: number;
  createdDate: Date;
};

/** The user's briefs, newest first, without their content. */
export async function listBriefs(
  db: Database,
  userId: string,
  page: PageRequest,
): Promise<{ briefs: BriefListItem[]; page: PageResult }> {
  const rows = await db.query<{
    id: string;
    title: string;
    subtitle: string | null;
    report_type: BriefReportType;
    filing_count: number;
    created_date: Date | string;
  }>(
    `select id, title, subtitle, report_type, cardinality(filings) as filing_count, created_date
     from briefs where user_id = $1 order by created_date desc, id limit $2 offset $3`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  // Counted apart from the page, so a page past the end still reports how many briefs there are.
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from briefs where user_id = $1',
    [userId],
  );
  const total = count?.total ?? 0;
  return {
    briefs: rows.map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle ?? '',
      reportType: r.report_type,
      filingCount: Number(r.filing_count),
      createdDate: new Date(r.created_date),
    })),
    page: pageResult(page, total),
  };
}
