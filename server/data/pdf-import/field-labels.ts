import type { LabelSpec } from './match-label.ts';

/** Whole-filing fields read from label/value forms (Filing at a Glance, the jacket header). */
export const FILING_FIELDS = [
  'serff_tracking_number',
  'state_tracking_number',
  'company_tracking_number',
  'carrier',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'project_name',
  'project_number',
  'submitted_date',
  'effective_date_new',
  'effective_date_renewal',
  'disposition_date',
] as const;
export type FilingField = (typeof FILING_FIELDS)[number];

/**
 * What a label can stand for: a field, a pair of fields printed as one value ("TOI/Sub-TOI",
 * "Implementation Date Requested", "Project Name/Number"), a company name, or the secondary
 * status (used when the state status is not printed).
 */
export type FormKey =
  | FilingField
  | 'toi_sub_toi'
  | 'implementation_dates'
  | 'project'
  | 'company'
  | 'disposition_status_secondary';

export const FORM_LABELS: readonly LabelSpec<FormKey>[] = [
  {
    key: 'serff_tracking_number',
    exact: ['SERFF Tr Num', 'SERFF Tracking #'],
    synonyms: ['SERFF Tracking Number', 'SERFF Filing Number', 'SERFF #', 'Tracking Number'],
  },
  {
    key: 'state_tracking_number',
    exact: ['State Tr Num', 'State Tracking #'],
    synonyms: ['State Tracking Number', 'State Filing Number', 'DOI Tracking Number'],
  },
  {
    key: 'company_tracking_number',
    exact: ['Co Tr Num', 'Company Tracking #'],
    synonyms: ['Company Tracking Number', 'Company Filing Number'],
  },
  {
    key: 'carrier',
    exact: ['Group Name'],
    synonyms: [
      'Carrier',
      'Carrier Group',
      'Insurance Group',
      'Group',
      'Insurer Group',
      'Company Group',
      'Group of Companies',
    ],
  },
  { key: 'state', exact: ['State'], synonyms: ['Jurisdiction', 'Filing State'] },
  {
    key: 'line_of_business',
    exact: ['TOI'],
    synonyms: [
      'Type of Insurance',
      'Line of Business',
      'Type of Insurance (TOI)',
      'Line of Insurance',
      'Line',
    ],
  },
  {
    key: 'sub_toi',
    exact: ['Sub-TOI'],
    synonyms: [
      'Sub-Type of Insurance',
      'Sub Type of Insurance',
      'Sub-Type of Insurance (Sub-TOI)',
      'Sub-Line',
      'Subline',
      'Sub-Line of Business',
    ],
  },
  { key: 'toi_sub_toi', exact: ['TOI/Sub-TOI'], synonyms: [] },
  { key: 'filing_type', exact: ['Filing Type'], synonyms: ['Type of Filing'] },
  {
    key: 'disposition_status',
    exact: ['State Status'],
    synonyms: ['Status', 'Filing Status', 'State Disposition Status'],
  },
  { key: 'disposition_status_secondary', exact: ['Disposition Status'], synonyms: ['Disposition'] },
  {
    key: 'product_name',
    exact: ['Product Name'],
    synonyms: ['Product', 'Program Name', 'Program'],
  },
  { key: 'project', exact: ['Project Name/Number'], synonyms: [] },
  { key: 'project_name', exact: ['Project Name'], synonyms: ['Project'] },
  { key: 'project_number', exact: ['Project Number'], synonyms: [] },
  {
    key: 'submitted_date',
    exact: ['Date Submitted'],
    synonyms: [
      'Submission Date',
      'Submitted',
      'Submitted Date',
      'Date Filed',
      'Received',
      'Date Received',
      'Received Date',
      'Filed Date',
    ],
  },
  {
    key: 'implementation_dates',
    exact: ['Implementation Date Requested'],
    synonyms: ['Requested Implementation Date', 'Requested Effective Dates'],
  },
  {
    key: 'effective_date_new',
    exact: ['Effective Date Requested (New)'],
    synonyms: [
      'Requested Effective Date (New)',
      'Effective Date (New Business)',
      'New Business Effective Date',
      'Effective Date - New',
    ],
  },
  {
    key: 'effective_date_renewal',
    exact: ['Effective Date Requested (Renewal)'],
    synonyms: [
      'Requested Effective Date (Renewal)',
      'Effective Date (Renewal Business)',
      'Renewal Effective Date',
      'Effective Date - Renewal',
    ],
  },
  {
    key: 'disposition_date',
    exact: ['Disposition Date'],
    synonyms: ['Date of Disposition', 'Final Disposition Date', 'Closed Date'],
  },
  {
    key: 'company',
    exact: ['Company'],
    synonyms: ['Company Name', 'Filing Company', 'Insurer', 'Writing Company'],
  },
];

/**
 * A label by its key words, when no wording is known ("Proposed Effective Date (New Business)",
 * "Decision Date"): read with a lower confidence than a known wording.
 */
export function formKeyword(n: string): FormKey | null {
  const has = (re: RegExp) => re.test(n);
  if (has(/\beffective\b/) && has(/\bnew\b/)) return 'effective_date_new';
  if (has(/\beffective\b/) && has(/\brenew/)) return 'effective_date_renewal';
  if (has(/\b(tracking|filing)\b/) && has(/\bnumber\b/)) {
    if (has(/\bserff\b/)) return 'serff_tracking_number';
    if (has(/\b(state|doi|department)\b/)) return 'state_tracking_number';
    if (has(/\b(company|insurer|carrier)\b/)) return 'company_tracking_number';
  }
  if (has(/\bsub ?(toi|line|type)\b|\bsub ?-?line\b/)) return 'sub_toi';
  if (has(/\b(disposition|decision|closed|closing)\b/) && has(/\bdate\b/))
    return 'disposition_date';
  if (has(/\b(submi\w*|received|filed)\b/) && has(/\bdate\b/)) return 'submitted_date';
  if (has(/\bgroup\b/)) return 'carrier';
  return null;
}

/** Labels that are part of the forms but stand for nothing extracted: they end a value. */
export const OTHER_FORM_LABELS = [
  'Review Type',
  'SERFF Status',
  'Rate Change Type',
  'Effective Date',
  'Authors',
  'Deemer Date',
  'CoCode',
  'Group Code',
  'Email',
  'Phone',
  'Filing Contact Information',
  'Fee Required',
  'Retaliatory',
  'Fee Amount',
  'Fee Explanation',
  'Filing Method',
];
