import { sql } from 'kysely';
import type { CompanyFigureRow } from './overall-company-figures.ts';

/** One company row of a filing as lists show it (no heavy text). Dates are YYYY-MM-DD. */
export type FilingListRow = {
  id: number;
  serff_tracking_number: string;
  company: string;
  carrier: string;
  original_carrier: string | null;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  clean_product_name: string;
  effective_date_new: string | null;
  effective_date_renewal: string | null;
  disposition_date: string | null;
} & CompanyFigureRow & {
    pdf_link: string | null;
    zip_link: string | null;
    /** From the whole filing. */
    product_segment: number | null;
    pdf_page_count: number | null;
    on_approval: boolean;
    submitted_date: string | null;
  };

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

export function filingRowColumns(alias: string) {
  return sql.join(FILING_ROW_COLUMNS.map((c) => sql.ref(`${alias}.${c}`)));
}

/** The whole-filing columns of FilingListRow (alias `w`). */
export const WHOLE_FILING_EXTRA_COLUMNS = sql`w.product_segment, w.pdf_page_count, w.on_approval, w.submitted_date`;
