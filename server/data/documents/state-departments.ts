import { STATE_NAMES } from '#server/data/reference/us-states.ts';

/**
 * The insurance regulator of each state as its letterhead names it (the agency names are public:
 * NAIC's map of state insurance regulators, content.naic.org/state-insurance-departments), and
 * the capital its letters come from. States not listed are "<State> Department of Insurance".
 */
const DEPARTMENTS: Readonly<Record<string, string>> = {
  AK: 'Alaska Division of Insurance',
  AZ: 'Arizona Department of Insurance and Financial Institutions',
  CO: 'Colorado Division of Insurance',
  CT: 'Connecticut Insurance Department',
  DC: 'Department of Insurance, Securities and Banking',
  FL: 'Florida Office of Insurance Regulation',
  HI: 'Hawaii Insurance Division',
  IA: 'Iowa Insurance Division',
  KS: 'Kansas Insurance Department',
  MA: 'Massachusetts Division of Insurance',
  MD: 'Maryland Insurance Administration',
  ME: 'Maine Bureau of Insurance',
  MI: 'Michigan Department of Insurance and Financial Services',
  MN: 'Minnesota Department of Commerce',
  MT: 'Montana Commissioner of Securities and Insurance',
  ND: 'North Dakota Insurance Department',
  NH: 'New Hampshire Insurance Department',
  NJ: 'New Jersey Department of Banking and Insurance',
  NM: 'New Mexico Office of Superintendent of Insurance',
  NV: 'Nevada Division of Insurance',
  NY: 'New York State Department of Financial Services',
  OK: 'Oklahoma Insurance Department',
  OR: 'Oregon Division of Financial Regulation',
  PA: 'Pennsylvania Insurance Department',
  RI: 'Rhode Island Department of Business Regulation',
  SD: 'South Dakota Division of Insurance',
  TN: 'Tennessee Department of Commerce and Insurance',
  UT: 'Utah Insurance Department',
  VA: 'Virginia Bureau of Insurance',
  VT: 'Vermont Department of Financial Regulation',
  WA: 'Washington State Office of the Insurance Commissioner',
  WI: 'Wisconsin Office of the Commissioner of Insurance',
  WV: 'West Virginia Offices of the Insurance Commissioner',
};

const CAPITALS: Readonly<Record<string, string>> = {
  AL: 'Montgomery',
  AK: 'Juneau',
  AZ: 'Phoenix',
  AR: 'Little Rock',
  CA: 'Sacramento',
  CO: 'Denver',
  CT: 'Hartford',
  DE: 'Dover',
  DC: 'Washington',
  FL: 'Tallahassee',
  GA: 'Atlanta',
  HI: 'Honolulu',
  ID: 'Boise',
  IL: 'Springfield',
  IN: 'Indianapolis',
  IA: 'Des Moines',
  KS: 'Topeka',
  KY: 'Frankfort',
  LA: 'Baton Rouge',
  ME: 'Augusta',
  MD: 'Baltimore',
  MA: 'Boston',
  MI: 'Lansing',
  MN: 'St. Paul',
  MS: 'Jackson',
  MO: 'Jefferson City',
  MT: 'Helena',
  NE: 'Lincoln',
  NV: 'Carson City',
  NH: 'Concord',
  NJ: 'Trenton',
  NM: 'Santa Fe',
  NY: 'Albany',
  NC: 'Raleigh',
  ND: 'Bismarck',
  OH: 'Columbus',
  OK: 'Oklahoma City',
  OR: 'Salem',
  PA: 'Harrisburg',
  RI: 'Cranston',
  SC: 'Columbia',
  SD: 'Pierre',
  TN: 'Nashville',
  TX: 'Austin',
  UT: 'Salt Lake City',
  VT: 'Montpelier',
  VA: 'Richmond',
  WA: 'Olympia',
  WV: 'Charleston',
  WI: 'Madison',
  WY: 'Cheyenne',
};

/** The state's full name (the code itself when unknown). */
export function stateFullName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

/** The regulator's name as it heads its letters. */
export function departmentName(code: string): string {
  return DEPARTMENTS[code] ?? `${stateFullName(code)} Department of Insurance`;
}

/** The city line of the regulator's letterhead ("Austin, Texas"). */
export function departmentCity(code: string): string {
  const city = CAPITALS[code];
  return city ? `${city}, ${stateFullName(code)}` : stateFullName(code);
}
