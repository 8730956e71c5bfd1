import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { filingFilterCondition } from '#server/domain/filings/filing-filter-condition.ts';
import { populationCondition } from './analytics-population.ts';
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
 * Underwriting companies ranked by the query's metric, from their own rows of the filtered
 * filings (a multi-company filing counts once for each of its companies, with that company's
 * figures). The context is the company's carrier group.
 */
export async function listTopUnderwritingCompanies(
  db: Database,
  query: TopListQuery,
): Promise<RankedEntry[]> {
  const where = filingFilterCondition(query.filters, 'filings', 'f');
  const { rows } = await sql<RankedRow>`select * from (
      select f.company as name, min(f.carrier) as context,
        count(distinct f.serff_tracking_number)::int as total_filings,
        avg(w.days_to_approval) filter (where ${approvedWithDaysCondition('w')})::float8 as average_days_to_approval,
        avg(f.written_premium_for_program) as average_written_premium_for_program,
        avg(f.written_premium_change) as average_written_premium_change,
        ${premiumWeighted(sql`f.rate_impact`, sql`f.written_premium_for_program`)} as premium_weighted_rate_impact
      from filings f join whole_filings w on w.serff_tracking_number = f.serff_tracking_number
      where ${where} and ${populationCondition(query.filters, 'w')}
      group by f.company
    ) t where ${minFilingsCondition(query)} order by ${rankingOrderBy(query)} limit ${query.limit}`.execute(
    db.kysely,
  );
  return toRankedEntries(rows, query.metric);
}
