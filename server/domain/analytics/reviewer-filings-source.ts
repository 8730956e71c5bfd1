import { type RawBuilder, sql } from 'kysely';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { analyticsCondition } from './analytics-population.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';

/**
 * FROM and WHERE of "reviews of the filtered filings": filing_reviewers `fr` joined to whole
 * filings `w` of the population (one row per reviewer and filing), optionally only reviews in one
 * role.
 */
export function reviewerFilingsSource(
  filters: FilingFilters,
  role: ReviewerRoleFilter,
): RawBuilder<unknown> {
  const where = analyticsCondition(filters, 'w');
  const roleCondition = role === 'any' ? sql`true` : sql`fr.role = ${role}`;
  return sql`filing_reviewers fr
    join whole_filings w on w.serff_tracking_number = fr.serff_tracking_number
    where ${where} and ${roleCondition}`;
}
