import type { FilingListRow } from '#server/domain/filings/filing-list-row.ts';

/** The CSV export's columns: header and value of a company row. */
export const FILINGS_CSV_COLUMNS: readonly [
  string,
  (r: FilingListRow) => string | number | boolean | null,
][] = [
  ['serff_tracking_number', (r) => r.serff_tracking_number],
  ['company', (r) => r.company],
  ['carrier', (r) => r.carrier],
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
  ['indicated_change', (r) => r.indicated_change],
  ['rate_impact', (r) => r.rate_impact],
  ['average_premium_change', (r) => r.average_premium_change],
  ['written_premium_change', (r) => r.written_premium_change],
  ['written_premium_for_program', (r) => r.written_premium_for_program],
  ['policyholders_affected', (r) => r.policyholders_affected],
  ['max_change', (r) => r.max_change],
  ['min_change', (r) => r.min_change],
  ['product_segment', (r) => r.product_segment],
];
