import type { FactorSpec, LevelSpec } from './factor-spec.ts';

const f = (
  name: string,
  category: string,
  order: FactorSpec['order'],
  levels: readonly LevelSpec[],
  use: FactorSpec['use'] = 'rate',
): FactorSpec => ({ name, category, order, use, levels });

/**
 * Personal umbrella (17.0019): rated per policy by its own limit, the underlying auto limits it
 * sits over (higher underlying limits, less umbrella exposure) and counts of autos, youthful
 * drivers and residences, as the umbrella rate pages of personal lines writers show them.
 */
export const UMBRELLA: readonly FactorSpec[] = [
  f('Umbrella Limit of Liability', 'Limits', 'increasing', [
    ['$1,000,000', 1.0, 0.72],
    ['$2,000,000', 1.48, 0.16],
    ['$3,000,000', 1.86, 0.06],
    ['$4,000,000', 2.2, 0.03],
    ['$5,000,000', 2.5, 0.03],
  ]),
  f('Underlying Auto Limits', 'Limits', 'decreasing', [
    ['100/300', 1.25, 0.1],
    ['250/500', 1.0, 0.6],
    ['500 CSL', 0.93, 0.22],
    ['500/1,000', 0.9, 0.08],
  ]),
  f(
    'Number of Autos',
    'Exposure',
    'increasing',
    [
      ['1-2', 1.0, 0.6],
      ['3-4', 1.32, 0.3],
      ['5+', 1.7, 0.1],
    ],
    'refresh',
  ),
  f('Youthful Drivers', 'Driver', 'increasing', [
    ['None', 1.0, 0.8],
    ['1', 1.45, 0.15],
    ['2+', 1.9, 0.05],
  ]),
  f('Number of Residences', 'Exposure', 'increasing', [
    ['1', 1.0, 0.78],
    ['2', 1.2, 0.17],
    ['3+', 1.4, 0.05],
  ]),
];

const COMMERCIAL_TERRITORY = f(
  'Territory',
  'Location',
  'none',
  [
    ['Zone 1', 0.84, 0.18],
    ['Zone 2', 0.92, 0.22],
    ['Zone 3', 1.0, 0.26],
    ['Zone 4', 1.12, 0.2],
    ['Zone 5', 1.34, 0.14],
  ],
  'refresh',
);

const FLEET_SIZE = f('Fleet Size', 'Fleet', 'decreasing', [
  ['1-4 vehicles', 1.0, 0.46],
  ['5-9 vehicles', 0.96, 0.2],
  ['10-24 vehicles', 0.92, 0.16],
  ['25-99 vehicles', 0.88, 0.12],
  ['100+ vehicles', 0.84, 0.06],
]);

const COMMERCIAL_DEDUCTIBLE = f('Physical Damage Deductible', 'Deductible', 'decreasing', [
  ['$250', 1.1, 0.12],
  ['$500', 1.0, 0.4],
  ['$1,000', 0.88, 0.36],
  ['$2,500', 0.74, 0.12],
]);

/**
 * Commercial auto (20.0000) after the ISO Commercial Auto Manual: radius class (local up to 50
 * miles, intermediate 51-200, long distance over 200), vehicle weight class (light, medium,
 * heavy, extra-heavy), fleet size and a business-use class; liability increased limits over the
 * $100,000 combined single basic limit.
 */
export const COMMERCIAL_AUTO: readonly FactorSpec[] = [
  COMMERCIAL_TERRITORY,
  f('Radius of Operation', 'Operation', 'increasing', [
    ['Local (up to 50 miles)', 1.0, 0.7],
    ['Intermediate (51-200 miles)', 1.16, 0.22],
    ['Long distance (over 200 miles)', 1.38, 0.08],
  ]),
  f('Vehicle Weight Class', 'Vehicle', 'increasing', [
    ['Light (10,000 lbs or less)', 1.0, 0.55],
    ['Medium (10,001-20,000 lbs)', 1.45, 0.2],
    ['Heavy (20,001-45,000 lbs)', 1.72, 0.15],
    ['Extra-heavy (over 45,000 lbs)', 2.1, 0.1],
  ]),
  FLEET_SIZE,
  f('Business Use', 'Classification', 'none', [
    ['Service', 1.0, 0.45],
    ['Retail', 1.1, 0.25],
    ['Commercial', 1.22, 0.3],
  ]),
  f('Increased Limits - Liability', 'Limits', 'increasing', [
    ['$100,000 CSL', 1.0, 0.04],
    ['$300,000 CSL', 1.3, 0.08],
    ['$500,000 CSL', 1.46, 0.2],
    ['$750,000 CSL', 1.57, 0.1],
    ['$1,000,000 CSL', 1.66, 0.5],
    ['$2,000,000 CSL', 1.86, 0.08],
  ]),
  COMMERCIAL_DEDUCTIBLE,
];

/**
 * Trucking (20.0003): radius and power-unit weight, fleet size, the commodity hauled and the
 * carrier's FMCSA CSA (BASIC) percentile; liability limits start at the $750,000 federal minimum
 * for general freight (49 CFR 387.9).
 */
export const TRUCKING: readonly FactorSpec[] = [
  f('Radius of Operation', 'Operation', 'increasing', [
    ['Local (up to 50 miles)', 1.0, 0.36],
    ['Intermediate (51-200 miles)', 1.22, 0.3],
    ['Long haul (201-500 miles)', 1.48, 0.22],
    ['Long haul (over 500 miles)', 1.7, 0.12],
  ]),
  f('Power Unit Weight', 'Vehicle', 'increasing', [
    ['Under 26,001 lbs GVW', 0.74, 0.16],
    ['26,001-33,000 lbs GVW', 0.86, 0.14],
    ['33,001-60,000 lbs GVW', 1.0, 0.22],
    ['60,001-80,000 lbs GVW', 1.12, 0.4],
    ['Over 80,000 lbs GVW', 1.3, 0.08],
  ]),
  FLEET_SIZE,
  f(
    'Commodity Hauled',
    'Classification',
    'none',
    [
      ['Auto haulers', 1.22, 0.06],
      ['Building materials', 1.12, 0.14],
      ['Dump (sand and gravel)', 1.3, 0.12],
      ['General freight', 1.0, 0.44],
      ['Hazardous materials', 1.45, 0.06],
      ['Refrigerated', 1.08, 0.18],
    ],
    'refresh',
  ),
  f('CSA Safety Percentile', 'Experience', 'increasing', [
    ['Under 25th percentile', 0.88, 0.3],
    ['25th-49th percentile', 1.0, 0.34],
    ['50th-74th percentile', 1.14, 0.24],
    ['75th percentile and over', 1.38, 0.12],
  ]),
  f('Increased Limits - Liability', 'Limits', 'increasing', [
    ['$750,000 CSL', 1.0, 0.2],
    ['$1,000,000 CSL', 1.12, 0.62],
    ['$2,000,000 CSL', 1.34, 0.12],
    ['$5,000,000 CSL', 1.62, 0.06],
  ]),
  COMMERCIAL_DEDUCTIBLE,
];

/**
 * Workers' compensation (16.0004), NCCI style: experience modification bands with Unity (1.00)
 * as the base by definition (NCCI Experience Rating Plan Manual) and schedule rating credits and
 * debits up to 25% (both definitional, never revised); the premium-size discount (NCCI Basic
 * Manual stock table: 9.1% on $10,000-199,999, 11.3% to $1,749,999, 12.3% above); hazard groups
 * A-G (NCCI's seven-group system); a company tier and small-deductible credits. No liability
 * limits table: employers' liability limits are not part of this demo's WC plans.
 */
export const WORKERS_COMPENSATION: readonly FactorSpec[] = [
  f(
    'Experience Modification',
    'Experience',
    'increasing',
    [
      ['0.70-0.79', 0.75, 0.04],
      ['0.80-0.89', 0.85, 0.12],
      ['0.90-0.99', 0.95, 0.2],
      ['Unity (1.00)', 1.0, 0.34],
      ['1.01-1.10', 1.05, 0.16],
      ['1.11-1.25', 1.18, 0.1],
      ['1.26-1.50', 1.38, 0.04],
    ],
    'fixed',
  ),
  f(
    'Schedule Rating',
    'Underwriting',
    'increasing',
    [
      ['25% credit', 0.75, 0.06],
      ['15% credit', 0.85, 0.14],
      ['5% credit', 0.95, 0.2],
      ['No modification', 1.0, 0.44],
      ['5% debit', 1.05, 0.1],
      ['15% debit', 1.15, 0.05],
      ['25% debit', 1.25, 0.01],
    ],
    'fixed',
  ),
  f('Premium Size Discount', 'Discount', 'decreasing', [
    ['Under $10,000', 1.0, 0.5],
    ['$10,000-199,999', 0.909, 0.36],
    ['$200,000-1,749,999', 0.887, 0.11],
    ['$1,750,000 and over', 0.877, 0.03],
  ]),
  f(
    'Hazard Group',
    'Classification',
    'increasing',
    [
      ['A', 0.78, 0.06],
      ['B', 0.88, 0.14],
      ['C', 0.95, 0.24],
      ['D', 1.0, 0.22],
      ['E', 1.1, 0.18],
      ['F', 1.24, 0.12],
      ['G', 1.42, 0.04],
    ],
    'refresh',
  ),
  f(
    'Industry Group',
    'Classification',
    'none',
    [
      ['Contracting', 2.1, 0.18],
      ['Goods and services', 1.0, 0.34],
      ['Manufacturing', 1.35, 0.16],
      ['Miscellaneous', 1.6, 0.1],
      ['Office and clerical', 0.42, 0.22],
    ],
    'refresh',
  ),
  f('Company Tier', 'Underwriting', 'increasing', [
    ['Preferred', 0.85, 0.3],
    ['Standard', 1.0, 0.55],
    ['Non-standard', 1.2, 0.15],
  ]),
  f('Small Deductible Credit', 'Deductible', 'decreasing', [
    ['No deductible', 1.0, 0.7],
    ['$1,000', 0.975, 0.14],
    ['$2,500', 0.955, 0.1],
    ['$5,000', 0.93, 0.06],
  ]),
];
