/** Rating factors by line: [factor, category, levels with a base relativity]. */
export type FactorSpec = readonly [
  factor: string,
  category: string,
  levels: readonly (readonly [string, number])[],
];

export const AUTO_FACTORS: readonly FactorSpec[] = [
  [
    'Territory',
    'Location',
    [
      ['Territory 01', 0.82],
      ['Territory 02', 0.94],
      ['Territory 03', 1.0],
      ['Territory 04', 1.12],
      ['Territory 05', 1.31],
      ['Territory 06', 1.58],
    ],
  ],
  [
    'Vehicle Symbol',
    'Vehicle',
    [
      ['Symbol 1-5', 0.78],
      ['Symbol 6-10', 0.9],
      ['Symbol 11-15', 1.0],
      ['Symbol 16-20', 1.14],
      ['Symbol 21-27', 1.36],
    ],
  ],
  [
    'Model Year',
    'Vehicle',
    [
      ['2025-2026', 1.22],
      ['2021-2024', 1.1],
      ['2016-2020', 1.0],
      ['2010-2015', 0.88],
      ['2009 and older', 0.76],
    ],
  ],
  [
    'Driver Age',
    'Driver',
    [
      ['16-20', 2.45],
      ['21-24', 1.62],
      ['25-34', 1.08],
      ['35-54', 1.0],
      ['55-69', 0.93],
      ['70+', 1.11],
    ],
  ],
  [
    'Gender',
    'Driver',
    [
      ['Female', 0.97],
      ['Male', 1.03],
      ['Non-binary / unspecified', 1.0],
    ],
  ],
  [
    'Driving Record',
    'Driver',
    [
      ['Clean', 1.0],
      ['1 minor violation', 1.18],
      ['1 at-fault accident', 1.42],
      ['2+ incidents', 1.86],
      ['Major violation', 2.2],
    ],
  ],
  [
    'Continuous Insurance',
    'Driver',
    [
      ['No prior insurance', 1.25],
      ['Less than 1 year', 1.1],
      ['1-3 years', 1.0],
      ['3+ years', 0.92],
    ],
  ],
  [
    'Annual Mileage',
    'Usage',
    [
      ['Under 7,500', 0.9],
      ['7,500-12,499', 1.0],
      ['12,500-19,999', 1.07],
      ['20,000+', 1.15],
    ],
  ],
  [
    'Credit-Based Insurance Score',
    'Insurance Score',
    [
      ['Tier A', 0.72],
      ['Tier B', 0.86],
      ['Tier C', 1.0],
      ['Tier D', 1.24],
      ['Tier E', 1.52],
      ['No hit', 1.1],
    ],
  ],
  [
    'Multi-Policy Discount',
    'Discounts',
    [
      ['Auto + Home', 0.85],
      ['Auto + Renters', 0.92],
      ['Auto + Life', 0.95],
      ['None', 1.0],
    ],
  ],
  [
    'Increased Limits Factors',
    'Limits',
    [
      ['25/50', 1.0],
      ['50/100', 1.24],
      ['100/300', 1.45],
      ['250/500', 1.68],
      ['500 CSL', 1.81],
    ],
  ],
  [
    'Occupation and Education',
    'Driver',
    [
      ['Professional', 0.94],
      ['Skilled trade', 1.0],
      ['Student', 1.06],
      ['Other', 1.03],
    ],
  ],
  [
    'Safety and Anti-Theft Devices',
    'Discounts',
    [
      ['Passive restraint', 0.95],
      ['Anti-theft device', 0.97],
      ['None', 1.0],
    ],
  ],
];

export const HOME_FACTORS: readonly FactorSpec[] = [
  [
    'Age of Home',
    'Dwelling',
    [
      ['0-5 years', 0.82],
      ['6-15 years', 0.93],
      ['16-30 years', 1.0],
      ['31-50 years', 1.12],
      ['51+ years', 1.25],
    ],
  ],
  [
    'Roof Age and Type',
    'Dwelling',
    [
      ['0-5 yrs, architectural', 0.8],
      ['6-10 yrs, architectural', 0.92],
      ['11-15 yrs, 3-tab', 1.05],
      ['16-20 yrs, 3-tab', 1.22],
      ['20+ yrs', 1.45],
    ],
  ],
  [
    'Protection Class',
    'Location',
    [
      ['PC 1-3', 0.88],
      ['PC 4-6', 1.0],
      ['PC 7-8', 1.14],
      ['PC 9', 1.38],
      ['PC 10', 1.72],
    ],
  ],
  [
    'Amount of Insurance',
    'Coverage',
    [
      ['$150,000', 0.78],
      ['$250,000', 1.0],
      ['$400,000', 1.34],
      ['$600,000', 1.79],
      ['$1,000,000', 2.6],
    ],
  ],
  [
    'Deductible',
    'Coverage',
    [
      ['$500', 1.08],
      ['$1,000', 1.0],
      ['$2,500', 0.86],
      ['$5,000', 0.76],
      ['2% wind/hail', 0.81],
    ],
  ],
  [
    'Insurance Score',
    'Insurance Score',
    [
      ['Tier 1', 0.7],
      ['Tier 2', 0.85],
      ['Tier 3', 1.0],
      ['Tier 4', 1.2],
      ['Tier 5', 1.45],
    ],
  ],
  [
    'Construction Type',
    'Dwelling',
    [
      ['Frame', 1.0],
      ['Masonry', 0.92],
      ['Masonry veneer', 0.95],
      ['Superior', 0.85],
    ],
  ],
  [
    'Catastrophe Load',
    'Catastrophe',
    [
      ['Wind/hail zone 1', 1.0],
      ['Wind/hail zone 2', 1.18],
      ['Wind/hail zone 3', 1.41],
    ],
  ],
  [
    'Wildfire Load',
    'Catastrophe',
    [
      ['Low', 1.0],
      ['Moderate', 1.09],
      ['High', 1.27],
      ['Extreme', 1.6],
    ],
  ],
  [
    'Hurricane Load',
    'Catastrophe',
    [
      ['Inland', 1.0],
      ['Coastal', 1.35],
      ['Beachfront', 1.9],
    ],
  ],
  [
    'Territory',
    'Location',
    [
      ['Territory 10', 0.85],
      ['Territory 20', 1.0],
      ['Territory 30', 1.16],
      ['Territory 40', 1.42],
    ],
  ],
  [
    'Claims History',
    'Loss history',
    [
      ['Claim-free 5+ years', 0.88],
      ['No claims 3 years', 0.95],
      ['1 claim', 1.15],
      ['2+ claims', 1.45],
    ],
  ],
];

export const OTHER_FACTORS: readonly FactorSpec[] = [
  [
    'Territory',
    'Location',
    [
      ['Zone A', 0.9],
      ['Zone B', 1.0],
      ['Zone C', 1.18],
    ],
  ],
  [
    'Experience Modification',
    'Experience',
    [
      ['Credit', 0.85],
      ['Unity', 1.0],
      ['Debit', 1.2],
    ],
  ],
  [
    'Limit of Liability',
    'Limits',
    [
      ['$1M', 1.0],
      ['$2M', 1.28],
      ['$5M', 1.75],
    ],
  ],
  [
    'Class Relativity',
    'Classification',
    [
      ['Class 1', 0.8],
      ['Class 2', 1.0],
      ['Class 3', 1.3],
    ],
  ],
  [
    'Schedule Rating',
    'Underwriting',
    [
      ['Max credit', 0.75],
      ['Neutral', 1.0],
      ['Max debit', 1.25],
    ],
  ],
];

/** Factors that a 0% "refresh" filing updates. */
export const REFRESH_FACTORS: Record<'auto' | 'home' | 'other', readonly string[]> = {
  auto: ['Vehicle Symbol', 'Model Year'],
  home: ['Protection Class', 'Territory'],
  other: ['Class Relativity'],
};
