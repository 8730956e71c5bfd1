import type { WholeFilingExportRow } from '#server/domain/filings/iterate-whole-filing-rows.ts';

/**
 * The per-filing CSV export's columns (one row per filing, as the filings table's default view):
 * header and value. Figures are the filing's overall ones across its companies
 * (docs/analytics-definitions.md, "Overall figures"), under the same names as the per-company
 * export's; `companies` names them and `company_count` counts them.
 */
export const WHOLE_FILINGS_CSV_COLUMNS: readonly [
  string,
  (r: WholeFilingExportRow) => string | number | boolean | null,
][] = [
  ['serff_tracking_number', (r) => r.serff_tracking_number],
  ['carrier', (r) => r.carrier],
  ['filing_company', (r) => r.filing_company],
  ['company_count', (r) => r.company_count],
  ['companies', (r) => r.companies],
  ['state', (r) => r.state],
  ['line_of_business', (r) => r.line_of_business],
  ['sub_toi', (r) => r.sub_toi],
  ['product_name', (r) => r.product_name],
  ['filing_type', (r) => r.filing_type],
  ['disposition_status', (r) => r.disposition_status],
  ['submitted_date', (r) => r.submitted_date],
  ['effective_date_new', (r) => r.effective_date_new],
  ['effective_date_renewal', (r) => r.effective_date_renewal],
  ['disposition_date', (r) => r.disposition_date],
  ['on_approval', (r) => r.on_approval],
  ['indicated_change', (r) => r.overall_indicated_change],
  ['rate_impact', (r) => r.overall_rate_impact],
  ['average_premium_change', (r) => r.overall_average_premium_change],
  ['written_premium_change', (r) => r.overall_written_premium_change],
  ['written_premium_for_program', (r) => r.overall_written_premium],
  ['policyholders_affected', (r) => r.overall_policyholders_affected],
  ['max_change', (r) => r.overall_max_change],
  ['min_change', (r) => r.overall_min_change],
  ['product_segment', (r) => r.product_segment],
];
