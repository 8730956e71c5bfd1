import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { analyticsCondition } from './analytics-population.ts';
import { approvedWithDaysCondition, premiumWeighted } from './filing-aggregate.ts';
import {
  minFilingsCondition,
  type RankedEntry,
  type RankedRow,
  rankingOrderBy,
  type TopListQuery,
  toRankedEntries,
} from './ranking.ts';

/**
 * Rating factors changed by the filtered filings, ranked by the query's metric. A factor counts
 * once per filing (its company rows averaged); average_change is the mean change of the factor
 * in percentage points; the context is the factor's category.
 */
export async function listTopRatingFactors(
  db: Database,
  query: TopListQuery,
): Promise<RankedEntry[]> {
  const where = analyticsCondition(query.filters, 'w');
  const { rows } = await sql<RankedRow>`with per_filing as (
      select rf.factor, min(rf.category) as category, avg(rf.change) as change,
        w.days_to_approval, ${approvedWithDaysCondition('w')} as approved_with_days, w.overall_written_premium,
        w.overall_written_premium_change, w.overall_rate_impact
      from rating_factors rf join whole_filings w on w.serff_tracking_number = rf.serff_tracking_number
      where ${where}
      group by rf.factor, w.serff_tracking_number
    )
    select * from (
      select factor as name, min(category) as context, count(*)::int as total_filings,
        avg(days_to_approval) filter (where approved_with_days)::float8 as average_days_to_approval,
        avg(overall_written_premium) as average_written_premium_for_program,
        avg(overall_written_premium_change) as average_written_premium_change,
        ${premiumWeighted(sql`overall_rate_impact`, sql`overall_written_premium`)} as premium_weighted_rate_impact,
        avg(change) as average_change
      from per_filing group by factor
    ) t where ${minFilingsCondition(query)} order by ${rankingOrderBy(query)} limit ${query.limit}`.execute(
    db.kysely,
  );
  return toRankedEntries(rows, query.metric);
}
