import type { FilingContent } from '#server/data/model/filing-content.ts';
import type { Random } from '#server/data/prng.ts';
import type { ReviewRegime } from '#server/data/reference/review-regimes.ts';

/** Test support: varied filing contents covering every branch the themes look at. */

const FACTORS: readonly (readonly [string, string])[] = [
  ['Territory', 'Location'],
  ['Vehicle Symbol', 'Vehicle'],
  ['Driver Age', 'Driver'],
  ['Increased Limits Factors', 'Limits'],
  ['Deductible', 'Coverage'],
  ['Credit-Based Insurance Score', 'Insurance Score'],
  ['Roof Age and Type', 'Property'],
  ['Multi-Policy Discount', 'Discount'],
  ['Experience Modification', 'Experience'],
];
const SUB_TOIS = [
  ['auto', '19.0001 Private Passenger Auto (PPA)'],
  ['home', '04.0000 Homeowners Sub-TOI Combinations'],
  ['other', '16.0004 Standard WC'],
  ['other', '01.0002 Personal Property (Fire)'],
  ['other', '20.0000 Commercial Auto Combinations'],
  ['other', '17.0019 Personal Umbrella and Excess'],
] as const;
const REGIMES: readonly ReviewRegime[] = ['prior approval', 'file and use', 'use and file', 'flex'];
const TYPES = ['Rate', 'Rule', 'Form', 'Rate/Rule', 'Form/Rate/Rule'] as const;

export function sampleFilingContent(
  random: Random,
  overrides: Partial<FilingContent> = {},
): FilingContent {
  const [kind, subToi] = random.pick(SUB_TOIS);
  const filingType = random.pick(TYPES);
  const changesRates = filingType !== 'Rule' && filingType !== 'Form' && random.chance(0.85);
  const impact = changesRates ? Math.round(random.normal(6, 9) * 10) / 10 : 0;
  const indicated = changesRates && random.chance(0.85) ? impact + random.normal(2, 4) : null;
  const revised =
    changesRates || filingType.includes('Rule')
      ? random.shuffle(FACTORS).slice(0, random.int(0, 4))
      : [];
  return {
    trackingNumber: `ABCD-${134000000 + random.int(0, 999999)}`,
    state: random.pick(['CA', 'TX', 'NY', 'FL', 'IL', 'OH', 'MA', 'HI', 'WA']),
    stateName: 'Sample State',
    lineName: 'Sample Line',
    kind,
    subToi,
    productName: 'Signature Auto',
    filingType,
    changesRates,
    includesForms: filingType.startsWith('Form'),
    regime: random.pick(REGIMES),
    impact,
    indicated,
    maxChange: changesRates ? impact + Math.abs(random.normal(12, 8)) : 0,
    minChange: changesRates ? impact - Math.abs(random.normal(10, 6)) : 0,
    writtenPremium: Math.round(random.logNormal(2e7, 1)),
    writtenPremiumChange: 0,
    policyholders: random.int(100, 500_000),
    companies: random.chance(0.3) ? ['First Company', 'Second Company'] : ['First Company'],
    revisedFactors: revised.map(([name]) => name),
    revisedCategories: [...new Set(revised.map(([, category]) => category))],
    baseRateCoverages: changesRates ? ['Bodily Injury', 'Collision'] : [],
    selectsTrends: changesRates && random.chance(0.7),
    catastropheLoad: kind === 'home' && random.chance(0.5),
    year: random.int(2018, 2026),
    ...overrides,
  };
}
