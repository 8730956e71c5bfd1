import {
  BI_LIMITS,
  DRIVING_RECORD,
  MODEL_YEAR,
  PD_DEDUCTIBLE,
  TERRITORY,
} from './catalog-personal-auto.ts';
import type { FactorSpec } from './factor-spec.ts';

/**
 * Motorcycle, recreational vehicle and antique auto (sub-TOIs 19.0002-19.0004): variables as the
 * specialty writers' public rate manuals list them (rider age and experience, engine size,
 * safety-course discount; RV class and full-timer use; agreed value and limited mileage for
 * collector cars), sharing the personal auto limits, deductible and driving-record tables.
 */
export const MOTORCYCLE: readonly FactorSpec[] = [
  TERRITORY,
  {
    name: 'Rider Age',
    category: 'Driver',
    order: 'u-shaped',
    use: 'rate',
    levels: [
      ['16-20', 1.95, 0.04],
      ['21-24', 1.48, 0.08],
      ['25-34', 1.15, 0.2],
      ['35-49', 1.0, 0.33],
      ['50-64', 0.92, 0.27],
      ['65+', 1.04, 0.08],
    ],
  },
  {
    name: 'Engine Size',
    category: 'Vehicle',
    order: 'increasing',
    use: 'refresh',
    levels: [
      ['Up to 250 cc', 0.62, 0.08],
      ['251-600 cc', 0.84, 0.2],
      ['601-1,000 cc', 1.0, 0.3],
      ['1,001-1,500 cc', 1.12, 0.3],
      ['1,501 cc and over', 1.24, 0.12],
    ],
  },
  {
    name: 'Riding Experience',
    category: 'Driver',
    order: 'decreasing',
    use: 'rate',
    levels: [
      ['Under 1 year', 1.35, 0.08],
      ['1-2 years', 1.16, 0.12],
      ['3-5 years', 1.0, 0.2],
      ['6+ years', 0.9, 0.6],
    ],
  },
  DRIVING_RECORD,
  BI_LIMITS,
  PD_DEDUCTIBLE,
  {
    name: 'Rider Safety Course',
    category: 'Discount',
    order: 'none',
    use: 'rate',
    levels: [
      ['None', 1.0, 0.7],
      ['Basic rider course', 0.92, 0.24],
      ['Advanced rider course', 0.88, 0.06],
    ],
  },
];

export const RECREATIONAL_VEHICLE: readonly FactorSpec[] = [
  TERRITORY,
  {
    name: 'RV Type',
    category: 'Vehicle',
    order: 'none',
    use: 'refresh',
    levels: [
      ['Class A motorhome', 1.32, 0.2],
      ['Class B motorhome', 0.94, 0.12],
      ['Class C motorhome', 1.0, 0.24],
      ['Fifth-wheel trailer', 0.7, 0.16],
      ['Travel trailer', 0.62, 0.28],
    ],
  },
  MODEL_YEAR,
  {
    name: 'Full-Timer Use',
    category: 'Usage',
    order: 'none',
    use: 'rate',
    levels: [
      ['Recreational use', 1.0, 0.9],
      ['Full-time residence', 1.45, 0.1],
    ],
  },
  DRIVING_RECORD,
  BI_LIMITS,
  PD_DEDUCTIBLE,
];

export const ANTIQUE_AUTO: readonly FactorSpec[] = [
  TERRITORY,
  {
    name: 'Agreed Value',
    category: 'Vehicle',
    order: 'increasing',
    use: 'refresh',
    levels: [
      ['$10,000-24,999', 0.62, 0.3],
      ['$25,000-49,999', 1.0, 0.34],
      ['$50,000-99,999', 1.55, 0.22],
      ['$100,000-249,999', 2.4, 0.11],
      ['$250,000 and over', 3.6, 0.03],
    ],
  },
  {
    name: 'Annual Mileage Allowance',
    category: 'Usage',
    order: 'increasing',
    use: 'rate',
    levels: [
      ['Up to 1,000', 0.9, 0.34],
      ['1,001-2,500', 1.0, 0.4],
      ['2,501-5,000', 1.15, 0.2],
      ['5,001-7,500', 1.3, 0.06],
    ],
  },
  DRIVING_RECORD,
  BI_LIMITS,
  PD_DEDUCTIBLE,
];
