import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import {
  approvedWithDaysCondition,
  premiumWeighted,
} from '#server/domain/analytics/filing-aggregate.ts';
import { outcomeCondition } from '#server/domain/analytics/filing-outcomes.ts';
import type { ReviewerIdentity } from './find-reviewer.ts';
import type { ReviewerRecord } from './summarize-reviewer-record.ts';

type FiguresRow = {
  total_filings: number;
  primary_filings: number;
  first_year: number | null;
  last_year: number | null;
  decided_filings: number;
  approved_filings: number;
  average_days: number | null;
  weighted_impact: number | null;
  filings_with_objections: number;
  top_lines: string[] | null;
  state_average_days: number | null;
  total_objections: number;
};

/** A reviewer's whole record: figures over every filing they review and their objections. */
export async function loadReviewerRecord(
  db: Database,
  reviewer: ReviewerIdentity,
): Promise<ReviewerRecord> {
  const approvedDays = approvedWithDaysCondition('w');
  const pending = outcomeCondition('w', 'pending');
  const { rows } = await sql<FiguresRow>`with mine as (
      select w.*, fr.role from filing_reviewers fr
      join whole_filings w on w.serff_tracking_number = fr.serff_tracking_number
      where fr.reviewer_id = ${reviewer.id}
    )
    select count(*)::int as total_filings,
      count(*) filter (where w.role = 'primary')::int as primary_filings,
      min(extract(year from w.submitted_date))::int as first_year,
      max(extract(year from w.submitted_date))::int as last_year,
      count(*) filter (where not ${pending})::int as decided_filings,
      count(*) filter (where ${outcomeCondition('w', 'approved')})::int as approved_filings,
      avg(w.days_to_approval) filter (where ${approvedDays})::float8 as average_days,
      ${premiumWeighted(sql`w.overall_rate_impact`, sql`w.overall_written_premium`)} as weighted_impact,
      count(*) filter (where w.objection_count > 0)::int as filings_with_objections,
      (select array_agg(line_of_business order by n desc, line_of_business) from (
        select line_of_business, count(*) as n from mine group by 1 order by 2 desc, 1 limit 2) l
      ) as top_lines,
      (select avg(s.days_to_approval) filter (where ${approvedWithDaysCondition('s')})::float8
        from whole_filings s where s.state = ${reviewer.state}) as state_average_days,
      (select count(*)::int from objections o where o.reviewer_id = ${reviewer.id}) as total_objections
    from mine w`.execute(db.kysely);
  const { rows: themes } = await sql<{ value: string; count: number }>`select theme as value,
      count(*)::int as count
    from objections o, unnest(string_to_array(o.summary, '; ')) as theme
    where o.reviewer_id = ${reviewer.id} and theme <> ''
    group by theme order by count(*) desc, theme limit 5`.execute(db.kysely);
  const f = rows[0];
  const n = (v: number | null | undefined) => Number(v ?? 0);
  return {
    name: reviewer.name,
    state: reviewer.state,
    title: reviewer.title,
    totalFilings: n(f?.total_filings),
    primaryFilings: n(f?.primary_filings),
    firstYear: f?.first_year ?? null,
    lastYear: f?.last_year ?? null,
    decidedFilings: n(f?.decided_filings),
    approvedFilings: n(f?.approved_filings),
    averageDaysToApproval: f?.average_days ?? null,
    stateAverageDaysToApproval: f?.state_average_days ?? null,
    premiumWeightedRateImpact: f?.weighted_impact ?? null,
    totalObjections: n(f?.total_objections),
    filingsWithObjections: n(f?.filings_with_objections),
    topLines: f?.top_lines ?? [],
    objectionThemes: themes.map((t) => ({ value: t.value, count: Number(t.count) })),
  };
}
