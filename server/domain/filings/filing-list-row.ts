import { type Selectable, sql } from 'kysely';
import type { FilingsTable, WholeFilingsTable } from '#server/db/schema.ts';

/** The company-row columns of FilingListRow (alias `f`). */
export const FILING_ROW_COLUMNS = [
  'id',
  'serff_tracking_number',
  'company',
  'carrier',
  'original_carrier',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'clean_product_name',
  'effective_date_new',
  'effective_date_renewal',
  'disposition_date',
  'indicated_change',
  'rate_impact',
  'average_premium_change',
  'written_premium_change',
  'written_premium_for_program',
  'policyholders_affected',
  'max_change',
  'min_change',
  'pdf_link',
  'zip_link',
] as const;

/** The whole-filing columns of FilingListRow (WHOLE_FILING_EXTRA_COLUMNS). */
type WholeFilingExtras = 'product_segment' | 'pdf_page_count' | 'on_approval' | 'submitted_date';

/** One company row of a filing as lists show it (no heavy text). Dates are YYYY-MM-DD. */
export type FilingListRow = Pick<Selectable<FilingsTable>, (typeof FILING_ROW_COLUMNS)[number]> &
  Pick<Selectable<WholeFilingsTable>, WholeFilingExtras>;

export function filingRowColumns(alias: string) {
  return sql.join(FILING_ROW_COLUMNS.map((c) => sql.ref(`${alias}.${c}`)));
}

/** The whole-filing columns of FilingListRow (alias `w`). */
export const WHOLE_FILING_EXTRA_COLUMNS = sql`w.product_segment, w.pdf_page_count, w.on_approval, w.submitted_date`;
