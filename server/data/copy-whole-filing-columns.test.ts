import { describe, expect, it } from 'vitest';
import { copyWholeFilingColumns } from './copy-whole-filing-columns.ts';
import type { WholeFilingRow } from './filing-rows.ts';

const whole = {
  serff_tracking_number: 'ABCD-134000001',
  carrier: 'Copy Mutual',
  original_carrier: 'Copy Mutual Old',
  filing_company: 'Copy Mutual Insurance Company',
  company_tracking_number: 'CT-1',
  state: 'TX',
  line_of_business: '19.0 Personal Auto',
  sub_toi: '19.0001 Private Passenger Auto (PPA)',
  filing_type: 'Rate/Rule',
  disposition_status: 'Approved',
  product_name: 'Private Passenger Auto',
  clean_product_name: 'private passenger auto',
  effective_date_new: '2024-03-01',
  disposition_date: '2024-01-15',
} as WholeFilingRow;

describe('copyWholeFilingColumns', () => {
  it("copies the whole filing's filter and sort columns, absent dates as null", () => {
    // Everything but the whole filing's own identity columns, the absent renewal date as null.
    const { original_carrier, filing_company, company_tracking_number, ...copied } = whole;
    expect(copyWholeFilingColumns(whole)).toEqual({ ...copied, effective_date_renewal: null });
    expect(Object.keys(copyWholeFilingColumns(whole))).toHaveLength(12);
  });
});
