import type { SystemLayout } from './system-layout-options.ts';

const SERFF_LABELS: SystemLayout['labels'] = {
  serff_tracking_number: 'SERFF Tr Num',
  state_tracking_number: 'State Tr Num',
  company_tracking_number: 'Co Tr Num',
  carrier: 'Group Name',
  company: 'Company',
  state: 'State',
  line_of_business: 'TOI',
  sub_toi: 'Sub-TOI',
  filing_type: 'Filing Type',
  disposition_status: 'State Status',
  product_name: 'Product Name',
  project_name: 'Project Name',
  project_number: 'Project Number',
  submitted_date: 'Date Submitted',
  effective_date_new: 'Effective Date Requested (New)',
  effective_date_renewal: 'Effective Date Requested (Renewal)',
  disposition_date: 'Disposition Date',
};

const SERFF_RATE_LABELS: SystemLayout['rateLabels'] = {
  company: 'Company Name',
  indicated_change: 'Overall % Indicated Change',
  rate_impact: 'Overall % Rate Impact',
  written_premium_change: 'Written Premium Change for this Program',
  policyholders_affected: '# of Policy Holders Affected for this Program',
  written_premium_for_program: 'Written Premium for this Program',
  max_change: "Maximum % Change (where req'd)",
  min_change: "Minimum % Change (where req'd)",
};

const RATE_ORDER: SystemLayout['rateOrder'] = [
  'indicated_change',
  'rate_impact',
  'written_premium_change',
  'policyholders_affected',
  'written_premium_for_program',
  'max_change',
  'min_change',
];

const FACTOR_LABELS: SystemLayout['factorLabels'] = {
  factor: 'Factor',
  category: 'Category',
  level: 'Level',
  before: 'Current Relativity',
  after: 'Proposed Relativity',
  change: '% Change',
  group: 'Relativity',
};

const BASE: Omit<SystemLayout, 'name'> = {
  font: 'Helvetica',
  size: 8,
  landscape: false,
  summary: 'grid',
  labels: SERFF_LABELS,
  companiesInSummary: true,
  dateFormat: 'serff',
  rates: 'rows',
  rateLabels: SERFF_RATE_LABELS,
  rateOrder: RATE_ORDER,
  companyColumnAt: 0,
  overallName: 'Overall',
  percent: 'serff',
  money: 'dollars',
  factors: 'tables',
  factorLabels: FACTOR_LABELS,
  factorTitle: 'Rule {n}. {name} ({category})',
  splitFactorTableAfter: 0,
  repeatHeader: true,
  wordRuns: false,
  runningHeader: null,
  footer: 'page-of',
  scannedFirstPage: false,
  ruled: true,
};

/**
 * System layouts the extractor was developed against (the structures of
 * system-layout-options.ts, each with SERFF's or common wording): the held-out ones
 * (layouts-held-out.ts) recombine them with other wording and forms.
 */
export const TUNED_SYSTEM_LAYOUTS: SystemLayout[] = [
  { ...BASE, name: 'system-grid-summary' },
  {
    ...BASE,
    name: 'system-field-table-companies-as-columns',
    summary: 'field-table',
    rates: 'columns',
    overallName: 'Overall',
    factors: 'combined',
  },
  {
    ...BASE,
    name: 'system-colon-lines-company-blocks',
    summary: 'colon-lines',
    companiesInSummary: false,
    rates: 'blocks',
    factors: 'two-row-header',
    factorLabels: { ...FACTOR_LABELS, before: 'Current', after: 'Proposed' },
    scannedFirstPage: true,
    runningHeader: 'Rate Filing - Company Confidential',
  },
  {
    ...BASE,
    name: 'system-landscape-word-runs',
    landscape: true,
    wordRuns: true,
    companyColumnAt: 3,
    factors: 'combined',
    dateFormat: 'iso',
    money: 'cents',
    footer: 'page',
  },
  {
    ...BASE,
    name: 'system-courier-columns-split',
    font: 'Courier',
    size: 7.5,
    rates: 'columns',
    overallName: 'Total',
    splitFactorTableAfter: 2,
    repeatHeader: false,
    ruled: false,
    percent: 'spaced',
    dateFormat: 'long',
  },
];
