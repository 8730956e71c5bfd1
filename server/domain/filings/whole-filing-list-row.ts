import { type Selectable, sql } from 'kysely';
import type { WholeFilingsTable } from '#server/db/schema.ts';

/**
 * The whole_filings columns lists show, with the overall figures (across the companies: the
 * largest maximum and smallest minimum change, premium-weighted average premium change in US
 * dollars per policyholder; overall-company-figures.ts).
 */
export const WHOLE_FILING_ROW_COLUMNS = [
  'serff_tracking_number',
  'carrier',
  'original_carrier',
  'filing_company',
  'company_count',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'clean_product_name',
  'submitted_date',
  'effective_date_new',
  'effective_date_renewal',
  'disposition_date',
  'days_to_approval',
  'on_approval',
  'product_segment',
  'pdf_page_count',
  'overall_indicated_change',
  'overall_rate_impact',
  'overall_written_premium',
  'overall_written_premium_change',
  'overall_policyholders_affected',
  'overall_max_change',
  'overall_min_change',
  'overall_average_premium_change',
] as const;

/** One whole filing as lists show it: those columns as selected. Dates are YYYY-MM-DD. */
export type WholeFilingListRow = Pick<
  Selectable<WholeFilingsTable>,
  (typeof WHOLE_FILING_ROW_COLUMNS)[number]
>;

export function wholeFilingRowColumns(alias: string) {
  return sql.join(WHOLE_FILING_ROW_COLUMNS.map((c) => sql.ref(`${alias}.${c}`)));
}
