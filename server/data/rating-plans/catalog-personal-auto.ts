import type { FactorSpec } from './factor-spec.ts';

/**
 * Personal auto rating variables (sub-TOIs 19.0000-19.0004). Relativities are of the order the
 * public rate pages of large writers show (SERFF filing rate manuals of national carriers) and
 * the ISO Personal Auto Manual's structure (increased limits factors over a 25/50 basic limit,
 * vehicle symbols and model-year relativities for physical damage); the list of variables follows
 * DATASET-FACTS "Rating factors" (territory, symbol, model year, age, gender, driving record,
 * continuous insurance, mileage, credit-based score, multi-policy discount, limits, occupation and
 * education). Exposure shares are plausible book mixes (III and NAIC Auto Insurance Database
 * Report: most drivers carry 100/300 or higher, most collision deductibles are $500).
 */
export const TERRITORY: FactorSpec = {
  name: 'Territory',
  category: 'Location',
  order: 'none',
  use: 'refresh',
  levels: [
    ['Territory 01', 0.78, 0.1],
    ['Territory 02', 0.86, 0.14],
    ['Territory 03', 0.93, 0.16],
    ['Territory 04', 1.0, 0.18],
    ['Territory 05', 1.08, 0.14],
    ['Territory 06', 1.19, 0.12],
    ['Territory 07', 1.34, 0.09],
    ['Territory 08', 1.56, 0.07],
  ],
};

const DRIVER_AGE: FactorSpec = {
  name: 'Driver Age',
  category: 'Driver',
  order: 'u-shaped',
  use: 'rate',
  levels: [
    ['16-17', 2.65, 0.02],
    ['18-20', 1.98, 0.04],
    ['21-24', 1.38, 0.07],
    ['25-29', 1.12, 0.09],
    ['30-39', 1.03, 0.17],
    ['40-54', 1.0, 0.27],
    ['55-64', 0.94, 0.17],
    ['65-74', 0.97, 0.11],
    ['75+', 1.18, 0.06],
  ],
};

const GENDER: FactorSpec = {
  name: 'Gender',
  category: 'Driver',
  order: 'none',
  use: 'rate',
  restriction: 'gender',
  levels: [
    ['Female', 1.0, 0.5],
    ['Male', 1.06, 0.48],
    ['Not specified', 1.03, 0.02],
  ],
};

const YEARS_LICENSED: FactorSpec = {
  name: 'Years Licensed',
  category: 'Driver',
  order: 'decreasing',
  use: 'rate',
  mandatoryInCalifornia: true,
  levels: [
    ['0-2 years', 1.62, 0.06],
    ['3-5 years', 1.28, 0.08],
    ['6-9 years', 1.1, 0.1],
    ['10-19 years', 1.0, 0.3],
    ['20+ years', 0.94, 0.46],
  ],
};

export const DRIVING_RECORD: FactorSpec = {
  name: 'Driving Record',
  category: 'Driver',
  order: 'increasing',
  use: 'rate',
  mandatoryInCalifornia: true,
  levels: [
    ['Clean (0 points)', 1.0, 0.72],
    ['1 minor violation', 1.21, 0.12],
    ['1 at-fault accident', 1.42, 0.09],
    ['2 incidents', 1.78, 0.05],
    ['3+ incidents or major violation', 2.45, 0.02],
  ],
};

const ANNUAL_MILEAGE: FactorSpec = {
  name: 'Annual Mileage',
  category: 'Usage',
  order: 'increasing',
  use: 'rate',
  mandatoryInCalifornia: true,
  levels: [
    ['Under 5,000', 0.84, 0.12],
    ['5,000-7,499', 0.92, 0.16],
    ['7,500-11,999', 1.0, 0.32],
    ['12,000-14,999', 1.07, 0.2],
    ['15,000-19,999', 1.14, 0.12],
    ['20,000+', 1.24, 0.08],
  ],
};

const CONTINUOUS_INSURANCE: FactorSpec = {
  name: 'Continuous Insurance',
  category: 'Driver',
  order: 'decreasing',
  use: 'rate',
  levels: [
    ['None', 1.28, 0.05],
    ['Under 1 year', 1.12, 0.08],
    ['1-2 years', 1.05, 0.15],
    ['3-5 years', 1.0, 0.3],
    ['6+ years', 0.93, 0.42],
  ],
};

const CREDIT_SCORE: FactorSpec = {
  name: 'Credit-Based Insurance Score',
  category: 'Insurance Score',
  order: 'decreasing',
  use: 'rate',
  restriction: 'credit',
  levels: [
    ['Below 550', 1.62, 0.06],
    ['550-624', 1.32, 0.12],
    ['625-699', 1.12, 0.22],
    ['700-774', 1.0, 0.3],
    ['775-849', 0.86, 0.22],
    ['850+', 0.76, 0.08],
  ],
};

const OCCUPATION_EDUCATION: FactorSpec = {
  name: 'Occupation and Education',
  category: 'Driver',
  order: 'none',
  use: 'rate',
  restriction: 'occupation',
  levels: [
    ['No degree', 1.0, 0.38],
    ['Associate or trade', 0.97, 0.2],
    ['Bachelor', 0.94, 0.28],
    ['Graduate', 0.92, 0.14],
  ],
};

const VEHICLE_SYMBOL: FactorSpec = {
  name: 'Vehicle Symbol',
  category: 'Vehicle',
  order: 'increasing',
  use: 'refresh',
  levels: [
    ['Symbols 1-8', 0.72, 0.06],
    ['Symbols 9-12', 0.84, 0.12],
    ['Symbols 13-16', 0.93, 0.2],
    ['Symbols 17-20', 1.0, 0.24],
    ['Symbols 21-24', 1.09, 0.18],
    ['Symbols 25-28', 1.2, 0.12],
    ['Symbols 29-32', 1.34, 0.06],
    ['Symbols 33+', 1.52, 0.02],
  ],
};

export const MODEL_YEAR: FactorSpec = {
  name: 'Model Year',
  category: 'Vehicle',
  order: 'increasing',
  use: 'refresh',
  levels: [
    ['2012 and older', 0.78, 0.14],
    ['2013-2015', 0.86, 0.13],
    ['2016-2018', 0.93, 0.18],
    ['2019-2021', 1.0, 0.25],
    ['2022-2024', 1.1, 0.22],
    ['2025-2027', 1.2, 0.08],
  ],
};

/** ISO-style increased limits over the 25/50 basic limit (bodily injury per person/accident). */
export const BI_LIMITS: FactorSpec = {
  name: 'Increased Limits - Bodily Injury',
  category: 'Limits',
  order: 'increasing',
  use: 'rate',
  levels: [
    ['25/50', 1.0, 0.16],
    ['50/100', 1.24, 0.22],
    ['100/300', 1.45, 0.38],
    ['250/500', 1.68, 0.18],
    ['500/1,000', 1.86, 0.06],
  ],
};

export const PD_DEDUCTIBLE: FactorSpec = {
  name: 'Physical Damage Deductible',
  category: 'Deductible',
  order: 'decreasing',
  use: 'rate',
  levels: [
    ['$100', 1.28, 0.03],
    ['$250', 1.12, 0.17],
    ['$500', 1.0, 0.52],
    ['$1,000', 0.84, 0.24],
    ['$2,000', 0.71, 0.04],
  ],
};

const MULTI_POLICY: FactorSpec = {
  name: 'Multi-Policy Discount',
  category: 'Discount',
  order: 'none',
  use: 'rate',
  levels: [
    ['None', 1.0, 0.42],
    ['Auto and renters', 0.93, 0.1],
    ['Auto and condominium', 0.9, 0.06],
    ['Auto and homeowners', 0.86, 0.42],
  ],
};

const VEHICLE_USE: FactorSpec = {
  name: 'Vehicle Use',
  category: 'Usage',
  order: 'none',
  use: 'rate',
  levels: [
    ['Pleasure', 0.94, 0.34],
    ['Commute', 1.0, 0.52],
    ['Business', 1.12, 0.1],
    ['Farm', 0.82, 0.04],
  ],
};

export const PRIVATE_PASSENGER_AUTO: readonly FactorSpec[] = [
  TERRITORY,
  DRIVER_AGE,
  GENDER,
  YEARS_LICENSED,
  DRIVING_RECORD,
  ANNUAL_MILEAGE,
  CONTINUOUS_INSURANCE,
  CREDIT_SCORE,
  OCCUPATION_EDUCATION,
  VEHICLE_SYMBOL,
  MODEL_YEAR,
  BI_LIMITS,
  PD_DEDUCTIBLE,
  MULTI_POLICY,
  VEHICLE_USE,
];
