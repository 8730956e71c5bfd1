import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { analyticsFiltersSchema } from '#server/domain/analytics/analytics-request-schemas.ts';
import { approvedWithDaysCondition } from '#server/domain/analytics/filing-aggregate.ts';
import { reviewerFilingsSource } from '#server/domain/analytics/reviewer-filings-source.ts';
import {
  type PageResult,
  pageRequestSchema,
  pageResult,
} from '#server/domain/filings/page-request.ts';

export const listPrimaryReviewersRequestSchema = z.object({
  filters: analyticsFiltersSchema,
  nameQuery: z.string().trim().max(200, 'Name query is too long').default(''),
  pagination: pageRequestSchema,
});

export type PrimaryReviewer = {
  name: string;
  state: string;
  totalFilings: number;
  averageDaysToApproval: number;
};

type Row = {
  name: string;
  state: string;
  total_filings: number;
  average_days_to_approval: number | null;
  total: number;
};

/**
 * Reviewers acting as primary reviewer on at least one filtered filing, most such filings first.
 * The name query matches the name or an alternative name case-insensitively, as a substring or
 * by trigram word similarity (typos).
 */
export async function listPrimaryReviewers(
  db: Database,
  input: z.output<typeof listPrimaryReviewersRequestSchema>,
): Promise<{ reviewers: PrimaryReviewer[]; page: PageResult }> {
  const q = input.nameQuery;
  const nameMatch = q
    ? sql`and exists (select 1 from unnest(array_prepend(r.name, r.alternative_names)) n
        where n ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or word_similarity(${q}, n) >= 0.5)`
    : sql``;
  const page = input.pagination;
  const { rows } =
    await sql<Row>`select r.name, r.state, p.total_filings, p.average_days_to_approval,
      count(*) over ()::int as total
    from (
      select fr.reviewer_id, count(*)::int as total_filings,
        avg(w.days_to_approval) filter (where ${approvedWithDaysCondition('w')})::float8 as average_days_to_approval
      from ${reviewerFilingsSource(input.filters, 'primary')}
      group by fr.reviewer_id
    ) p join reviewers r on r.id = p.reviewer_id
    where true ${nameMatch}
    order by p.total_filings desc, r.name, r.id
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db.kysely);
  return {
    reviewers: rows.map((r) => ({
      name: r.name,
      state: r.state,
      totalFilings: Number(r.total_filings),
      averageDaysToApproval: Number(r.average_days_to_approval ?? 0),
    })),
    page: pageResult(page, rows[0]?.total ?? 0),
  };
}
