import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import {
  type FilingAggregate,
  type FilingAggregateRow,
  filingAggregateColumns,
  toFilingAggregate,
} from './filing-aggregate.ts';
import {
  type RateImpactBucket,
  rateImpactRangeIndexSql,
  toRateImpactBuckets,
} from './rate-impact-ranges.ts';
import { reviewerFilingsSource } from './reviewer-filings-source.ts';

export type ReviewerRateImpactStats = {
  name: string;
  state: string;
  buckets: RateImpactBucket[];
  aggregate: FilingAggregate;
};

type PageRow = { reviewer_id: number; name: string; state: string; total: number };
type StatsRow = FilingAggregateRow & { reviewer_id: number; bucket: number | null; g: number };

/** One page of reviewers (most filings first), each with their filings by rate-impact range. */
export async function getReviewerStatsByRateImpact(
  db: Database,
  input: { filters: FilingFilters; role: ReviewerRoleFilter; page: PageRequest },
): Promise<{ reviewers: ReviewerRateImpactStats[]; page: PageResult }> {
  const source = reviewerFilingsSource(input.filters, input.role);
  const { rows: pageRows } = await sql<PageRow>`select p.reviewer_id, r.name, r.state,
      count(*) over ()::int as total
    from (select fr.reviewer_id, count(*) as n from ${source} group by fr.reviewer_id) p
    join reviewers r on r.id = p.reviewer_id
    order by p.n desc, r.name, r.id
    limit ${input.page.pageSize} offset ${(input.page.page - 1) * input.page.pageSize}`.execute(
    db.kysely,
  );
  const total = pageRows[0]?.total ?? 0;
  const ids = pageRows.map((r) => r.reviewer_id);
  if (ids.length === 0) return { reviewers: [], page: pageResult(input.page, total) };
  const bucket = rateImpactRangeIndexSql(sql`w.overall_rate_impact`);
  const { rows } = await sql<StatsRow>`select fr.reviewer_id, ${bucket} as bucket,
      grouping(${bucket})::int as g, ${filingAggregateColumns('w')}
    from ${source} and fr.reviewer_id in (${sql.join(ids)})
    group by grouping sets ((fr.reviewer_id, ${bucket}), (fr.reviewer_id))`.execute(db.kysely);
  const reviewers = pageRows.map((p) => {
    const own = rows.filter((r) => r.reviewer_id === p.reviewer_id);
    return {
      name: p.name,
      state: p.state,
      buckets: toRateImpactBuckets(
        own.filter((r) => r.g === 0).map((r) => ({ ...r, bucket: Number(r.bucket) })),
      ),
      aggregate: toFilingAggregate(own.find((r) => r.g === 1)),
    };
  });
  return { reviewers, page: pageResult(input.page, total) };
}
