import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { analyticsCondition } from './analytics-population.ts';
import type { REVIEWER_DAYS_SORT_FIELDS, ReviewerRoleFilter } from './analytics-request-schemas.ts';
import { approvedWithDaysCondition } from './filing-aggregate.ts';
import { reviewerFilingsSource } from './reviewer-filings-source.ts';

export type ReviewerDaysToApproval = {
  name: string;
  state: string;
  totalFilings: number;
  averageDaysToApproval: number;
  medianDaysToApproval: number;
  stateAverageDaysToApproval: number;
};

/** A reviewer's row as the SQL selects it (also built by the memory store). */
export type ReviewerDaysRow = {
  name: string;
  state: string;
  total_filings: number;
  average_days_to_approval: number | null;
  median_days_to_approval: number | null;
  state_average_days_to_approval: number | null;
};

type Row = ReviewerDaysRow & { total: number };

export type ReviewerDaysInput = {
  filters: FilingFilters;
  role: ReviewerRoleFilter;
  sort: { field: (typeof REVIEWER_DAYS_SORT_FIELDS)[number]; ascending: boolean };
  page: PageRequest;
};

/**
 * Each reviewer's days to approval over the filtered filings they review (approved filings only),
 * beside the average of all filtered filings of their state.
 */
export async function getReviewerDaysToApproval(
  db: Database,
  input: ReviewerDaysInput,
): Promise<{ reviewers: ReviewerDaysToApproval[]; page: PageResult }> {
  const disposed = approvedWithDaysCondition('w');
  const direction = input.sort.ascending ? sql`asc` : sql`desc`;
  const { rows } = await sql<Row>`with per_reviewer as (
      select fr.reviewer_id, count(*)::int as total_filings,
        avg(w.days_to_approval) filter (where ${disposed})::float8 as average_days_to_approval,
        percentile_cont(0.5) within group (order by w.days_to_approval) filter (where ${disposed})
          as median_days_to_approval
      from ${reviewerFilingsSource(input.filters, input.role)}
      group by fr.reviewer_id
    ), state_average as (
      select w.state, avg(w.days_to_approval) filter (where ${disposed})::float8 as days
      from whole_filings w where ${analyticsCondition(input.filters, 'w')}
      group by w.state
    )
    select r.name, r.state, p.total_filings, p.average_days_to_approval, p.median_days_to_approval,
      s.days as state_average_days_to_approval, count(*) over ()::int as total
    from per_reviewer p join reviewers r on r.id = p.reviewer_id
    left join state_average s on s.state = r.state
    order by ${sql.ref(input.sort.field)} ${direction} nulls last, r.name, r.id
    limit ${input.page.pageSize} offset ${(input.page.page - 1) * input.page.pageSize}`.execute(
    db.kysely,
  );
  return {
    reviewers: rows.map(toReviewerDaysToApproval),
    page: pageResult(input.page, rows[0]?.total ?? 0),
  };
}

export function toReviewerDaysToApproval(r: ReviewerDaysRow): ReviewerDaysToApproval {
  return {
    name: r.name,
    state: r.state,
    totalFilings: Number(r.total_filings),
    averageDaysToApproval: Number(r.average_days_to_approval ?? 0),
    medianDaysToApproval: Number(r.median_days_to_approval ?? 0),
    stateAverageDaysToApproval: Number(r.state_average_days_to_approval ?? 0),
  };
}
