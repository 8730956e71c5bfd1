import type { FilingRow, WholeFilingRow } from './filing-rows.ts';

/** The filter and sort columns a company row repeats from its whole filing. */
export type CopiedWholeFilingColumns = Pick<
  FilingRow,
  | 'serff_tracking_number'
  | 'carrier'
  | 'state'
  | 'line_of_business'
  | 'sub_toi'
  | 'filing_type'
  | 'disposition_status'
  | 'product_name'
  | 'clean_product_name'
  | 'effective_date_new'
  | 'effective_date_renewal'
  | 'disposition_date'
>;

/**
 * What every company row of a filing copies from the whole filing, so that the company-row list
 * filters and sorts without a join (the generator, the import and the test factory alike).
 * Absent dates are stored as null.
 */
export function copyWholeFilingColumns(whole: WholeFilingRow): CopiedWholeFilingColumns {
  return {
    serff_tracking_number: whole.serff_tracking_number,
    carrier: whole.carrier,
    state: whole.state,
    line_of_business: whole.line_of_business,
    sub_toi: whole.sub_toi,
    filing_type: whole.filing_type,
    disposition_status: whole.disposition_status,
    product_name: whole.product_name,
    clean_product_name: whole.clean_product_name,
    effective_date_new: whole.effective_date_new ?? null,
    effective_date_renewal: whole.effective_date_renewal ?? null,
    disposition_date: whole.disposition_date ?? null,
  };
}
