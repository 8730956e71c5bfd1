/**
 * How each state reviews personal-lines rate filings, and the label SERFF shows for it
 * (whole_filings.approval_type). After the NAIC "Compendium of State Laws on Insurance Topics:
 * Rate Filing Methods for Property/Casualty Insurance" and the Insurance Information Institute's
 * summary of state rate regulation (simplified to one regime per state and line family):
 * - prior approval: rates must be approved before use (CA, NY, NJ, MD, MA, PA, HI, NC, WA, ...);
 * - file and use: rates may be used once filed (or after a waiting period) unless disapproved;
 * - use and file: rates are used first and filed within a set time (IL has no filing law: its
 *   filings are informational; WI, ID, UT, VT, OK, MO, IA, AZ, MN);
 * - flex rating: changes within a band are file-and-use, larger ones need approval (SC, LA, RI,
 *   KY, NM).
 */
export type ReviewRegime = 'prior approval' | 'file and use' | 'use and file' | 'flex';

export const REGIME_LABELS: Readonly<Record<ReviewRegime, string>> = {
  'prior approval': 'Prior Approval',
  'file and use': 'File and Use',
  'use and file': 'Use and File',
  flex: 'Flex Rating',
};

const PRIOR_APPROVAL = [
  'AL',
  'AK',
  'CA',
  'DE',
  'DC',
  'HI',
  'MD',
  'MA',
  'NV',
  'NJ',
  'NY',
  'NC',
  'ND',
  'PA',
  'TN',
  'WA',
  'WV',
  'CT',
];
const USE_AND_FILE = ['AZ', 'ID', 'IL', 'IA', 'MN', 'MO', 'OK', 'UT', 'VT', 'WI', 'WY'];
const FLEX = ['KY', 'LA', 'NM', 'RI', 'SC'];
/** Homeowners differs from auto in a few states (file and use for property). */
const HOME_OVERRIDES: Readonly<Record<string, ReviewRegime>> = {
  MD: 'prior approval',
  AL: 'file and use',
  NV: 'file and use',
  CT: 'file and use',
};

/** Flex bands: changes within ±band percent are file-and-use (LA ±10%, the others ±7%). */
export const FLEX_BAND: Readonly<Record<string, number>> = { LA: 10, SC: 7, RI: 7, KY: 7, NM: 7 };

export function reviewRegime(state: string, market: 'auto' | 'home' | 'other'): ReviewRegime {
  if (market === 'home' && HOME_OVERRIDES[state]) return HOME_OVERRIDES[state];
  if (PRIOR_APPROVAL.includes(state)) return 'prior approval';
  if (USE_AND_FILE.includes(state)) return 'use and file';
  if (FLEX.includes(state)) return 'flex';
  return 'file and use';
}
