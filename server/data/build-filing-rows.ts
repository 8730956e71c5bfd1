import { FIRST_EFFECTIVE_DAY, isoOf, yearOf } from './calendar.ts';
import { copyWholeFilingColumns } from './copy-whole-filing-columns.ts';
import type { FilingRow, WholeFilingRow } from './filing-rows.ts';
import { cleanProductName } from './format-figures.ts';
import {
  type CompanyFigures,
  companyFigureRow,
  type OverallFigures,
} from './generate-rate-figures.ts';
import type { WorldProduct } from './generate-world.ts';
import type { Random } from './prng.ts';

export type WholeFilingInput = {
  trackingNumber: string;
  product: WorldProduct;
  filingType: string;
  /** The state's review regime as SERFF labels it (Prior Approval, File and Use, ...). */
  approvalType: string;
  refresh: boolean;
  status: string;
  figures: { companies: CompanyFigures[]; overall: OverallFigures };
  text: { description: string; summary: string };
  rounds: number;
  submittedDay: number;
  effectiveDay: number;
  renewalDay: number;
  dispositionDay: number | null;
  days: number | null;
  onApproval: boolean;
  companyCount: number;
  offBalance: number | null;
};

export function buildWholeFilingRow(random: Random, i: WholeFilingInput): WholeFilingRow {
  const { product } = i;
  const year = yearOf(i.effectiveDay);
  const o = i.figures.overall;
  const lineCode = product.subToi.name.slice(0, 7).replace('.', '');
  return {
    serff_tracking_number: i.trackingNumber,
    state_tracking_number: random.chance(0.85)
      ? `${product.state}-${year}-${random.int(10000, 99999)}`
      : null,
    company_tracking_number: `${product.carrier.prefix}-${lineCode}-${year}-${random.int(100, 999)}`,
    project_name: `${year} ${product.state} ${product.productName} ${i.refresh ? (i.filingType.includes('Form') ? 'Form Update' : 'Rule Update') : 'Rate Revision'}`,
    project_number: `${product.state}${lineCode}${String(year).slice(2)}-${random.int(1, 40)}`,
    carrier: product.carrier.name,
    original_carrier: product.carrier.name,
    filing_company:
      i.companyCount > 1 ? 'Multiple' : (i.figures.companies[0]?.company ?? product.carrier.name),
    company_count: i.companyCount,
    state: product.state,
    line_of_business: product.line.name,
    sub_toi: product.subToi.name,
    filing_type: i.filingType,
    approval_type: i.approvalType,
    rate_change_type: o.rateImpact > 0 ? 'Increase' : o.rateImpact < 0 ? 'Decrease' : 'Neutral',
    disposition_status: i.status,
    product_name: product.productName,
    clean_product_name: cleanProductName(product.productName),
    description: i.text.description,
    summary: i.text.summary,
    submitted_date: isoOf(i.submittedDay),
    effective_date_new:
      // On approval: the disposition day, unless that is before the data set's window (then the
      // requested day, already spread into the window; clamping piled them on 2018-01-01).
      i.onApproval && i.dispositionDay !== null && i.dispositionDay >= FIRST_EFFECTIVE_DAY
        ? isoOf(i.dispositionDay)
        : isoOf(i.effectiveDay),
    effective_date_renewal: isoOf(i.renewalDay),
    disposition_date: i.dispositionDay === null ? null : isoOf(i.dispositionDay),
    days_to_approval: i.days,
    on_approval: i.onApproval,
    product_segment: product.id,
    objection_count: i.rounds,
    overall_indicated_change: o.indicatedChange,
    overall_rate_impact: o.rateImpact,
    overall_written_premium: o.writtenPremium,
    overall_written_premium_change: o.writtenPremiumChange,
    overall_policyholders_affected: o.policyholdersAffected,
    overall_max_change: o.maxChange,
    overall_min_change: o.minChange,
    overall_average_premium_change: o.averagePremiumChange,
    off_balance: i.offBalance,
    source: 'demo',
  };
}

/** The per-company rows, copying the whole filing's filter and sort columns. */
export function buildCompanyRows(whole: WholeFilingRow, companies: CompanyFigures[]): FilingRow[] {
  return companies.map((c) => ({
    ...copyWholeFilingColumns(whole),
    company: c.company,
    company_tracking_number: whole.company_tracking_number,
    original_carrier: whole.original_carrier,
    ...companyFigureRow(c),
    pdf_link: `filings/${whole.serff_tracking_number}.pdf`,
  }));
}
