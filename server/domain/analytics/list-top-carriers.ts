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

/** Carrier groups of the filtered filings ranked by the query's metric. */
export async function listTopCarriers(db: Database, query: TopListQuery): Promise<RankedEntry[]> {
  const where = analyticsCondition(query.filters, 'w');
  const { rows } = await sql<RankedRow>`select * from (
      select w.carrier as name, null::text as context, count(*)::int as total_filings,
        avg(w.days_to_approval) filter (where ${approvedWithDaysCondition('w')})::float8 as average_days_to_approval,
        avg(w.overall_written_premium) as average_written_premium_for_program,
        avg(w.overall_written_premium_change) as average_written_premium_change,
        ${premiumWeighted(sql`w.overall_rate_impact`, sql`w.overall_written_premium`)} as premium_weighted_rate_impact
      from whole_filings w where ${where}
      group by w.carrier
    ) t where ${minFilingsCondition(query)} order by ${rankingOrderBy(query)} limit ${query.limit}`.execute(
    db.kysely,
  );
  return toRankedEntries(rows, query.metric);
}
