import { sql } from 'kysely';

/** One whole filing as lists show it, with its overall figures. Dates are YYYY-MM-DD. */
export type WholeFilingListRow = {
  serff_tracking_number: string;
  carrier: string;
  original_carrier: string | null;
  filing_company: string;
  company_count: number;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  clean_product_name: string;
  submitted_date: string | null;
  effective_date_new: string | null;
  effective_date_renewal: string | null;
  disposition_date: string | null;
  days_to_approval: number | null;
  on_approval: boolean;
  product_segment: number | null;
  pdf_page_count: number | null;
  overall_indicated_change: number | null;
  overall_rate_impact: number | null;
  overall_written_premium: number | null;
  overall_written_premium_change: number | null;
  overall_policyholders_affected: number | null;
  /** Across the companies: the largest maximum and smallest minimum change (overall-company-figures.ts). */
  overall_max_change: number | null;
  overall_min_change: number | null;
  /** Premium-weighted over the companies, US dollars per policyholder. */
  overall_average_premium_change: number | null;
};

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

export function wholeFilingRowColumns(alias: string) {
  return sql.join(WHOLE_FILING_ROW_COLUMNS.map((c) => sql.ref(`${alias}.${c}`)));
}
