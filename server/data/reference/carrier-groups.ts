/**
 * Fictional carrier groups. None is named after, or parodies, a real insurance group; regional
 * groups whose names carry a state's nickname (Lone Star, Bayou State, Keystone, Buckeye, ...)
 * are based in that state and write most there.
 *
 * tier: national groups write every state; super-regionals their region; regionals their home
 * state and a few neighbours; specialists one kind of business in many states.
 * focus: which programs the group writes (see programs-by-focus in generate-world).
 * weight: the group's size (national premium share, roughly Zipf-like as the NAIC market share
 * reports show: the largest group writes about 17% of personal auto, the tenth about 2%).
 */
export type GroupTier = 'national' | 'super-regional' | 'regional' | 'specialist';
export type GroupFocus =
  | 'full'
  | 'direct-auto'
  | 'nonstandard-auto'
  | 'farm'
  | 'property'
  | 'commercial'
  | 'motorcycle'
  | 'rv';

export type CarrierGroup = {
  name: string;
  prefix: string;
  weight: number;
  stem: string;
  tier: GroupTier;
  focus: GroupFocus;
  /** The home state first, then the other states of its region (empty: national). */
  states: readonly string[];
};

const g = (
  name: string,
  prefix: string,
  weight: number,
  stem: string,
  tier: GroupTier,
  focus: GroupFocus,
  states: readonly string[] = [],
): CarrierGroup => ({ name, prefix, weight, stem, tier, focus, states });

export const CARRIER_GROUPS: readonly CarrierGroup[] = [
  g('Harrowgate Mutual Insurance Group', 'HMIG', 100, 'Harrowgate Mutual', 'national', 'full'),
  g('Brightwater Insurance Companies', 'BWIC', 82, 'Brightwater', 'national', 'direct-auto'),
  g('Calloway Auto and Home Group', 'CAHG', 64, 'Calloway', 'national', 'full'),
  g('Northwater Partners Insurance', 'NWPI', 50, 'Northwater', 'national', 'full'),
  g('Sterling Oak Insurance Group', 'SOIG', 44, 'Sterling Oak', 'national', 'full'),
  g('Veritas Lane Insurance', 'VLIN', 38, 'Veritas Lane', 'national', 'direct-auto'),
  g('Fairhaven Casualty Group', 'FHCG', 33, 'Fairhaven', 'national', 'full'),
  g('Meridian Trust Casualty Group', 'MTCG', 24, 'Meridian Trust', 'national', 'full'),
  g('Sentinel Auto Group', 'SAGP', 12, 'Sentinel', 'national', 'nonstandard-auto'),
  g('Cornerstone Family Insurance', 'CFIN', 22, 'Cornerstone Family', 'super-regional', 'full', [
    'GA',
    'AL',
    'SC',
    'NC',
    'TN',
    'FL',
    'MS',
    'VA',
    'KY',
    'AR',
    'LA',
  ]),
  g(
    'Keystone Heritage Insurance Group',
    'KHIG',
    22,
    'Keystone Heritage',
    'super-regional',
    'full',
    ['PA', 'NJ', 'NY', 'OH', 'MD', 'DE', 'WV', 'VA', 'IN', 'IL'],
  ),
  g('Evergreen Mutual Holdings', 'EVMH', 18, 'Evergreen Mutual', 'super-regional', 'full', [
    'WA',
    'OR',
    'ID',
    'MT',
    'AK',
    'UT',
    'WY',
  ]),
  g('Horizon Lakes Insurance', 'HLIC', 18, 'Horizon Lakes', 'super-regional', 'full', [
    'MI',
    'OH',
    'IN',
    'IL',
    'WI',
    'MN',
    'IA',
    'KY',
  ]),
  g('Harborview Insurance Companies', 'HVIC', 16, 'Harborview', 'super-regional', 'full', [
    'NY',
    'NJ',
    'CT',
    'MA',
    'RI',
    'NH',
    'ME',
    'VT',
    'PA',
    'DE',
    'MD',
    'DC',
  ]),
  g('Union Standard Mutual', 'USMU', 14, 'Union Standard', 'super-regional', 'farm', [
    'IA',
    'NE',
    'KS',
    'MO',
    'MN',
    'SD',
    'ND',
    'IL',
    'WI',
  ]),
  g('Redwood National Group', 'RWNG', 14, 'Redwood National', 'super-regional', 'full', [
    'CA',
    'NV',
    'AZ',
    'OR',
    'WA',
    'HI',
    'UT',
    'NM',
    'CO',
    'ID',
  ]),
  g('Lone Star County Mutual Group', 'LSCM', 11, 'Lone Star County', 'regional', 'full', ['TX']),
  g('Bayou State Casualty', 'BSCC', 9, 'Bayou State', 'regional', 'full', ['LA', 'MS']),
  g('Empire Motor Club Insurance', 'EMCI', 9, 'Empire Motor Club', 'regional', 'full', [
    'NY',
    'NJ',
  ]),
  g('Golden State Motorists Mutual', 'GSMM', 10, 'Golden State Motorists', 'regional', 'full', [
    'CA',
    'NV',
    'AZ',
  ]),
  g('Cascade Mutual Insurance', 'CSMI', 8, 'Cascade Mutual', 'regional', 'full', [
    'WA',
    'OR',
    'ID',
  ]),
  g('Heartland Grange Mutual', 'HGMI', 8, 'Heartland Grange', 'regional', 'farm', [
    'IA',
    'MO',
    'NE',
  ]),
  g('Appalachian Valley Insurance', 'AVIC', 7, 'Appalachian Valley', 'regional', 'full', [
    'WV',
    'KY',
    'VA',
    'TN',
  ]),
  g('Magnolia Southern Group', 'MSGR', 7, 'Magnolia Southern', 'regional', 'full', [
    'MS',
    'AL',
    'LA',
  ]),
  g('Desert Sun Insurance Company', 'DSIC', 7, 'Desert Sun', 'regional', 'full', [
    'AZ',
    'NM',
    'NV',
  ]),
  g('North Star Mutual Alliance', 'NSMA', 7, 'North Star Alliance', 'regional', 'farm', [
    'MN',
    'ND',
    'WI',
    'SD',
  ]),
  g('Chesapeake Indemnity Group', 'CHIG', 6, 'Chesapeake', 'regional', 'full', [
    'MD',
    'VA',
    'DE',
    'DC',
  ]),
  g('Rocky Mountain Casualty Group', 'RMCG', 6, 'Rocky Mountain', 'regional', 'full', [
    'CO',
    'UT',
    'WY',
    'MT',
  ]),
  g('Bluegrass Family Mutual', 'BGFM', 6, 'Bluegrass Family', 'regional', 'full', [
    'KY',
    'TN',
    'OH',
  ]),
  g('Palmetto Shore Insurance', 'PSIN', 6, 'Palmetto Shore', 'regional', 'full', [
    'SC',
    'NC',
    'GA',
  ]),
  g('Gulfstream Property Group', 'GSPG', 6, 'Gulfstream', 'regional', 'property', ['FL']),
  g('Sooner State Mutual', 'SSMU', 6, 'Sooner State', 'regional', 'farm', ['OK', 'KS']),
  g('Badger Country Insurance', 'BCIN', 5, 'Badger Country', 'regional', 'full', ['WI', 'MN']),
  g('Hoosier Homestead Mutual', 'HHMU', 5, 'Hoosier Homestead', 'regional', 'farm', ['IN', 'IL']),
  g('Buckeye Guardian Insurance', 'BGIN', 5, 'Buckeye Guardian', 'regional', 'full', ['OH', 'PA']),
  g('Tar Heel Mutual Insurance', 'THMI', 5, 'Tar Heel Mutual', 'regional', 'full', ['NC', 'SC']),
  g('Peach State Casualty', 'PSCC', 4, 'Peach State', 'regional', 'full', ['GA', 'AL']),
  g('Volunteer State Mutual', 'VSMU', 4, 'Volunteer State', 'regional', 'full', ['TN', 'KY']),
  g('Green Mountain Mutual', 'GMMU', 4, 'Green Mountain', 'regional', 'full', ['VT', 'NH', 'ME']),
  g('Granite State Casualty', 'GSCC', 4, 'Granite State', 'regional', 'full', ['NH', 'ME', 'VT']),
  g('Aloha Islands Insurance', 'AIIN', 4, 'Aloha Islands', 'regional', 'full', ['HI']),
  g('Big Sky Farm Mutual', 'BSFM', 4, 'Big Sky Farm', 'regional', 'farm', ['MT', 'WY', 'ID']),
  g('Old Dominion Casualty', 'ODCC', 4, 'Old Dominion', 'regional', 'full', ['VA', 'NC', 'MD']),
  g('Tidewater Assurance Group', 'TWAG', 3, 'Tidewater', 'regional', 'property', ['VA', 'NC']),
  g('Ozark Mutual Insurance', 'OZMI', 3, 'Ozark Mutual', 'regional', 'farm', ['MO', 'AR']),
  g('Red River Casualty', 'RRCC', 3, 'Red River', 'regional', 'full', ['LA', 'AR', 'OK']),
  g('Pinecrest Insurance Exchange', 'PCIE', 3, 'Pinecrest', 'regional', 'full', ['ME', 'NH']),
  g('Silver State Auto Insurance', 'SSAI', 3, 'Silver State', 'regional', 'direct-auto', ['NV']),
  g('Lighthouse Coastal Insurance', 'LHCI', 3, 'Lighthouse Coastal', 'regional', 'property', [
    'FL',
    'GA',
    'SC',
  ]),
  g('Cumberland Valley Mutual', 'CVMU', 3, 'Cumberland Valley', 'regional', 'full', ['PA', 'MD']),
  g('Mesa Verde Insurance Company', 'MVIC', 2, 'Mesa Verde', 'regional', 'full', ['CO', 'NM']),
  g('Prairie Wind Mutual', 'PWMU', 2, 'Prairie Wind', 'regional', 'farm', ['SD', 'ND', 'NE']),
  g('Old Colony Mutual', 'OCMU', 2, 'Old Colony', 'regional', 'full', ['MA', 'RI']),
  g('Sequoia Home and Auto', 'SQHA', 2, 'Sequoia', 'regional', 'full', ['CA']),
  g('Nutmeg Casualty Group', 'NMCG', 2, 'Nutmeg', 'regional', 'full', ['CT', 'RI']),
  g('Timberline Insurance Company', 'TLIC', 1, 'Timberline', 'regional', 'full', ['OR', 'WA']),
  g('Frontier Trail Insurance', 'FTIN', 1, 'Frontier Trail', 'regional', 'farm', ['WY', 'NE']),
  g('Sunflower Plains Mutual', 'SPMU', 2, 'Sunflower Plains', 'regional', 'farm', ['KS', 'NE']),
  g('Ironwood Specialty Group', 'IWSG', 9, 'Ironwood', 'specialist', 'commercial'),
  g('Tradesman Mutual Casualty', 'TMCC', 5, 'Tradesman Mutual', 'specialist', 'commercial'),
  g('Open Road Motorcycle Insurance', 'ORMI', 3, 'Open Road', 'specialist', 'motorcycle'),
  g('Wanderer RV Insurance Group', 'WRVG', 2, 'Wanderer', 'specialist', 'rv'),
];

export const COMPANY_SUFFIXES: readonly string[] = [
  'Insurance Company',
  'Casualty Company',
  'Fire and Casualty Company',
  'Indemnity Company',
  'General Insurance Company',
  'Property and Casualty Insurance Company',
  'Preferred Insurance Company',
  'Mutual Insurance Company',
];
