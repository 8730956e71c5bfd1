import type { FactorSpec, LevelSpec } from './factor-spec.ts';

/**
 * Property rating variables (homeowners 04.x and dwelling fire 01.0002), following the ISO
 * Homeowners Policy Program manual's structure (key factor by amount of insurance, ISO Public
 * Protection Classification 1-10, construction, all-peril deductible) and DATASET-FACTS "Rating
 * factors" (age of home, roof age, protection class, amount, deductible, insurance score,
 * construction, catastrophe / wildfire / hurricane loads). Hurricane loads run by distance to the
 * coast as the Florida and Gulf filings show them; wildfire loads by a wildfire risk score band.
 */
const f = (
  name: string,
  category: string,
  order: FactorSpec['order'],
  levels: readonly LevelSpec[],
  extra: Partial<FactorSpec> = {},
): FactorSpec => ({ name, category, order, use: 'rate', levels, ...extra });

export const PROPERTY_TERRITORY = f(
  'Territory',
  'Location',
  'none',
  [
    ['Territory 10', 0.82, 0.12],
    ['Territory 20', 0.9, 0.16],
    ['Territory 30', 1.0, 0.22],
    ['Territory 40', 1.09, 0.18],
    ['Territory 50', 1.2, 0.14],
    ['Territory 60', 1.36, 0.1],
    ['Territory 70', 1.62, 0.08],
  ],
  { use: 'refresh' },
);

export const PROTECTION_CLASS = f(
  'Protection Class',
  'Location',
  'increasing',
  [
    ['PPC 1-3', 0.9, 0.2],
    ['PPC 4', 0.95, 0.18],
    ['PPC 5', 1.0, 0.2],
    ['PPC 6', 1.04, 0.14],
    ['PPC 7', 1.1, 0.1],
    ['PPC 8', 1.22, 0.07],
    ['PPC 9', 1.45, 0.06],
    ['PPC 10', 1.78, 0.05],
  ],
  { use: 'refresh' },
);

const AMOUNT_OF_INSURANCE = f('Amount of Insurance', 'Property', 'increasing', [
  ['$150,000', 0.72, 0.08],
  ['$200,000', 0.86, 0.14],
  ['$250,000', 1.0, 0.2],
  ['$300,000', 1.12, 0.2],
  ['$400,000', 1.36, 0.18],
  ['$500,000', 1.58, 0.1],
  ['$750,000', 2.12, 0.06],
  ['$1,000,000', 2.62, 0.04],
]);

const MOBILE_AMOUNT = f('Amount of Insurance', 'Property', 'increasing', [
  ['$40,000', 0.72, 0.16],
  ['$60,000', 0.86, 0.26],
  ['$80,000', 1.0, 0.28],
  ['$100,000', 1.14, 0.2],
  ['$150,000', 1.48, 0.1],
]);

const CONTENTS_AMOUNT = f('Personal Property Amount', 'Property', 'increasing', [
  ['$15,000', 0.78, 0.14],
  ['$25,000', 0.9, 0.28],
  ['$35,000', 1.0, 0.26],
  ['$50,000', 1.16, 0.2],
  ['$75,000', 1.42, 0.08],
  ['$100,000', 1.66, 0.04],
]);

const AGE_OF_HOME = f('Age of Home', 'Property', 'increasing', [
  ['0-1 years', 0.78, 0.03],
  ['2-5 years', 0.84, 0.07],
  ['6-10 years', 0.92, 0.1],
  ['11-20 years', 1.0, 0.22],
  ['21-35 years', 1.08, 0.24],
  ['36-50 years', 1.15, 0.16],
  ['51+ years', 1.24, 0.18],
]);

const AGE_OF_MOBILE_HOME = f('Age of Home', 'Property', 'increasing', [
  ['0-5 years', 0.86, 0.18],
  ['6-10 years', 0.94, 0.2],
  ['11-20 years', 1.0, 0.32],
  ['21-30 years', 1.18, 0.2],
  ['31+ years', 1.4, 0.1],
]);

const ROOF_AGE = f('Roof Age', 'Property', 'increasing', [
  ['0-5 years', 0.84, 0.24],
  ['6-10 years', 0.93, 0.26],
  ['11-15 years', 1.0, 0.22],
  ['16-20 years', 1.14, 0.16],
  ['21+ years', 1.32, 0.12],
]);

const CONSTRUCTION = f('Construction Type', 'Property', 'none', [
  ['Frame', 1.0, 0.62],
  ['Masonry veneer', 0.95, 0.18],
  ['Masonry', 0.91, 0.16],
  ['Fire resistive', 0.84, 0.04],
]);

const DEDUCTIBLE = f('All-Peril Deductible', 'Deductible', 'decreasing', [
  ['$500', 1.1, 0.1],
  ['$1,000', 1.0, 0.46],
  ['$2,500', 0.86, 0.3],
  ['$5,000', 0.76, 0.1],
  ['$10,000', 0.66, 0.04],
]);

const RENTERS_DEDUCTIBLE = f('All-Peril Deductible', 'Deductible', 'decreasing', [
  ['$250', 1.12, 0.2],
  ['$500', 1.0, 0.5],
  ['$1,000', 0.88, 0.26],
  ['$2,500', 0.76, 0.04],
]);

const INSURANCE_SCORE = f(
  'Insurance Score',
  'Insurance Score',
  'decreasing',
  [
    ['Below 600', 1.48, 0.08],
    ['600-679', 1.22, 0.16],
    ['680-749', 1.0, 0.3],
    ['750-819', 0.86, 0.3],
    ['820+', 0.76, 0.16],
  ],
  { restriction: 'home-credit' },
);

const CLAIMS_HISTORY = f('Claims History (5 years)', 'Loss History', 'increasing', [
  ['No claims', 1.0, 0.78],
  ['1 claim', 1.22, 0.16],
  ['2 claims', 1.5, 0.05],
  ['3+ claims', 1.9, 0.01],
]);

const HURRICANE = f(
  'Hurricane Load',
  'Catastrophe',
  'decreasing',
  [
    ['0-1,000 ft from coast', 2.4, 0.04],
    ['1,001 ft-1 mile', 1.85, 0.08],
    ['1-5 miles', 1.4, 0.16],
    ['5-25 miles', 1.15, 0.26],
    ['Over 25 miles', 1.0, 0.46],
  ],
  { restriction: 'hurricane' },
);

const WILDFIRE = f(
  'Wildfire Load',
  'Catastrophe',
  'increasing',
  [
    ['Risk score 0-20 (low)', 1.0, 0.62],
    ['Risk score 21-40', 1.12, 0.2],
    ['Risk score 41-60', 1.34, 0.12],
    ['Risk score 61-80', 1.72, 0.05],
    ['Risk score 81-100 (extreme)', 2.3, 0.01],
  ],
  { restriction: 'wildfire' },
);

const TIE_DOWN = f('Tie-Down', 'Property', 'none', [
  ['Tied down', 1.0, 0.85],
  ['Not tied down', 1.28, 0.15],
]);

const OCCUPANCY = f('Occupancy', 'Property', 'none', [
  ['Owner occupied', 1.0, 0.4],
  ['Tenant occupied', 1.15, 0.5],
  ['Seasonal', 1.24, 0.1],
]);

export const HOMEOWNERS: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  AMOUNT_OF_INSURANCE,
  AGE_OF_HOME,
  ROOF_AGE,
  CONSTRUCTION,
  DEDUCTIBLE,
  INSURANCE_SCORE,
  CLAIMS_HISTORY,
  HURRICANE,
  WILDFIRE,
];

export const CONDOMINIUM: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  f('Coverage C Amount', 'Property', 'increasing', [
    ['$25,000', 0.74, 0.18],
    ['$50,000', 1.0, 0.4],
    ['$75,000', 1.21, 0.22],
    ['$100,000', 1.4, 0.14],
    ['$150,000', 1.74, 0.06],
  ]),
  CONSTRUCTION,
  DEDUCTIBLE,
  INSURANCE_SCORE,
  CLAIMS_HISTORY,
];

export const MOBILE_HOME: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  MOBILE_AMOUNT,
  AGE_OF_MOBILE_HOME,
  TIE_DOWN,
  DEDUCTIBLE,
  INSURANCE_SCORE,
  CLAIMS_HISTORY,
  HURRICANE,
  WILDFIRE,
];

/** Renters: contents and liability only, so no roof age, age of home or construction. */
export const RENTERS: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  CONTENTS_AMOUNT,
  RENTERS_DEDUCTIBLE,
  INSURANCE_SCORE,
  CLAIMS_HISTORY,
];

export const SEASONAL_DWELLING: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  AMOUNT_OF_INSURANCE,
  AGE_OF_HOME,
  ROOF_AGE,
  CONSTRUCTION,
  DEDUCTIBLE,
  HURRICANE,
  WILDFIRE,
];

export const DWELLING_FIRE: readonly FactorSpec[] = [
  PROPERTY_TERRITORY,
  PROTECTION_CLASS,
  AMOUNT_OF_INSURANCE,
  AGE_OF_HOME,
  CONSTRUCTION,
  OCCUPANCY,
  DEDUCTIBLE,
  HURRICANE,
  WILDFIRE,
];
