/**
 * Coverages by sub-TOI (the first seven characters of its name), with each coverage's share of
 * the program's premium and its base rate in 2024 (annual dollars per exposure: car-year, policy
 * or, for workers' compensation, per $100 of payroll). Shares follow the coverage mix of the
 * industry's statutory pages (NAIC Annual Statement, Statutory Page 14 and the auto insurance
 * database report: liability about 55-60% of personal auto premium, physical damage the rest);
 * the base rates are of the order the rate pages of large writers show. Catastrophe coverages
 * (hurricane, wildfire) appear only where the state carries that peril (see catastropheCoverages).
 */
export type Coverage = { name: string; share: number; baseRate: number };

const PPA: Coverage[] = [
  { name: 'Bodily Injury', share: 0.29, baseRate: 265 },
  { name: 'Property Damage', share: 0.18, baseRate: 168 },
  { name: 'Medical Payments / PIP', share: 0.06, baseRate: 58 },
  { name: 'Uninsured / Underinsured Motorist', share: 0.08, baseRate: 74 },
  { name: 'Comprehensive', share: 0.13, baseRate: 124 },
  { name: 'Collision', share: 0.26, baseRate: 246 },
];

const HOME: Coverage[] = [
  { name: 'Non-Catastrophe', share: 0.58, baseRate: 820 },
  { name: 'Wind/Hail', share: 0.3, baseRate: 430 },
  { name: 'Liability', share: 0.12, baseRate: 64 },
];

export const COVERAGES_BY_SUB_TOI: Readonly<Record<string, readonly Coverage[]>> = {
  '19.0000': PPA,
  '19.0001': PPA,
  '19.0002': [
    { name: 'Liability', share: 0.46, baseRate: 142 },
    { name: 'Medical Payments', share: 0.08, baseRate: 31 },
    { name: 'Comprehensive', share: 0.14, baseRate: 48 },
    { name: 'Collision', share: 0.32, baseRate: 96 },
  ],
  '19.0003': [
    { name: 'Liability', share: 0.34, baseRate: 210 },
    { name: 'Comprehensive', share: 0.33, baseRate: 205 },
    { name: 'Collision', share: 0.33, baseRate: 198 },
  ],
  '19.0004': [
    { name: 'Liability', share: 0.52, baseRate: 118 },
    { name: 'Agreed Value Physical Damage', share: 0.48, baseRate: 104 },
  ],
  '04.0000': HOME,
  '04.0003': HOME,
  '04.0001': [
    { name: 'Personal Property', share: 0.44, baseRate: 196 },
    { name: 'Building Property (Coverage A)', share: 0.3, baseRate: 138 },
    { name: 'Loss Assessment', share: 0.06, baseRate: 22 },
    { name: 'Liability', share: 0.2, baseRate: 86 },
  ],
  '04.0002': [
    { name: 'Dwelling', share: 0.62, baseRate: 610 },
    { name: 'Wind/Hail', share: 0.26, baseRate: 250 },
    { name: 'Liability', share: 0.12, baseRate: 92 },
  ],
  '04.0004': [
    { name: 'Personal Property', share: 0.74, baseRate: 128 },
    { name: 'Liability', share: 0.26, baseRate: 44 },
  ],
  '04.0005': [
    { name: 'Non-Catastrophe', share: 0.62, baseRate: 690 },
    { name: 'Wind/Hail', share: 0.28, baseRate: 310 },
    { name: 'Liability', share: 0.1, baseRate: 52 },
  ],
  '01.0002': [
    { name: 'Fire', share: 0.58, baseRate: 520 },
    { name: 'Extended Coverage', share: 0.34, baseRate: 300 },
    { name: 'Premises Liability', share: 0.08, baseRate: 48 },
  ],
  '17.0019': [{ name: 'Excess Liability ($1M)', share: 1, baseRate: 265 }],
  '20.0000': [
    { name: 'Liability', share: 0.68, baseRate: 1780 },
    { name: 'Comprehensive', share: 0.09, baseRate: 240 },
    { name: 'Collision', share: 0.23, baseRate: 610 },
  ],
  '20.0003': [
    { name: 'Liability', share: 0.78, baseRate: 8900 },
    { name: 'Motor Truck Cargo', share: 0.06, baseRate: 720 },
    { name: 'Physical Damage', share: 0.16, baseRate: 1850 },
  ],
  '16.0004': [
    { name: 'Indemnity', share: 0.48, baseRate: 0.62 },
    { name: 'Medical', share: 0.52, baseRate: 0.67 },
  ],
};

/** Hurricane exposure: the Atlantic and Gulf states whose home rates carry a hurricane load. */
export const HURRICANE_STATES: ReadonlySet<string> = new Set([
  'FL',
  'TX',
  'LA',
  'SC',
  'NC',
  'AL',
  'MS',
  'GA',
  'VA',
  'NY',
  'NJ',
  'CT',
  'MA',
  'RI',
  'DE',
  'MD',
  'HI',
]);
/** Wildfire exposure: the western states whose home rates carry a wildfire load. */
export const WILDFIRE_STATES: ReadonlySet<string> = new Set([
  'CA',
  'CO',
  'OR',
  'WA',
  'AZ',
  'NM',
  'MT',
  'ID',
  'UT',
  'NV',
]);

const HOME_SUB_TOIS = new Set(['04.0000', '04.0003', '04.0002', '04.0005', '01.0002']);

/**
 * The coverages of a program in a state: the sub-TOI's list, with a hurricane coverage in the
 * hurricane states and a wildfire coverage in the wildfire states for property programs (shares
 * taken from the non-catastrophe coverage, so that they still sum to 1).
 */
export function coveragesFor(subToi: string, state: string): Coverage[] {
  const code = subToi.slice(0, 7);
  const list = (COVERAGES_BY_SUB_TOI[code] ?? PPA).map((c) => ({ ...c }));
  if (!HOME_SUB_TOIS.has(code)) return list;
  const first = list[0];
  if (!first) return list;
  if (HURRICANE_STATES.has(state)) {
    const share = state === 'FL' || state === 'LA' ? 0.3 : 0.16;
    first.share -= share;
    list.push({ name: 'Hurricane', share, baseRate: Math.round(first.baseRate * share * 2.4) });
  }
  if (WILDFIRE_STATES.has(state)) {
    const share = state === 'CA' ? 0.14 : 0.08;
    first.share -= share;
    list.push({ name: 'Wildfire', share, baseRate: Math.round(first.baseRate * share * 2.1) });
  }
  return list;
}
