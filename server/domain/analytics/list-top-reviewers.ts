import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import { approvedWithDaysCondition, premiumWeighted } from './filing-aggregate.ts';
import {
  minFilingsCondition,
  type RankedEntry,
  type RankedRow,
  rankingOrderBy,
  type TopListQuery,
  toRankedEntries,
} from './ranking.ts';
import { reviewerFilingsSource } from './reviewer-filings-source.ts';

/** DOI reviewers of the filtered filings ranked by the query's metric; context: their state. */
export async function listTopReviewers(
  db: Database,
  query: TopListQuery,
  role: ReviewerRoleFilter,
): Promise<RankedEntry[]> {
  const { rows } = await sql<RankedRow>`select * from (
      select r.name, r.state as context, p.* from (
        select fr.reviewer_id, count(*)::int as total_filings,
          avg(w.days_to_approval) filter (where ${approvedWithDaysCondition('w')})::float8 as average_days_to_approval,
          avg(w.overall_written_premium) as average_written_premium_for_program,
          avg(w.overall_written_premium_change) as average_written_premium_change,
          ${premiumWeighted(sql`w.overall_rate_impact`, sql`w.overall_written_premium`)} as premium_weighted_rate_impact
        from ${reviewerFilingsSource(query.filters, role)}
        group by fr.reviewer_id
      ) p join reviewers r on r.id = p.reviewer_id
    ) t where ${minFilingsCondition(query)} order by ${rankingOrderBy(query)}, context limit ${query.limit}`.execute(
    db.kysely,
  );
  return toRankedEntries(rows, query.metric);
}
