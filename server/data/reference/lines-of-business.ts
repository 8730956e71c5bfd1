/** Types of insurance (SERFF TOIs) with their sub-TOIs; weights follow the facts' 1,807 filings. */
export type LineKind = 'auto' | 'home' | 'other';
export type SubToi = { name: string; weight: number; product: string };
export type LineOfBusiness = { name: string; kind: LineKind; weight: number; subTois: SubToi[] };

export const PERSONAL_AUTO = '19.0 Personal Auto';
export const HOMEOWNERS = '04.0 Homeowners';

export const LINES_OF_BUSINESS: readonly LineOfBusiness[] = [
  {
    name: PERSONAL_AUTO,
    kind: 'auto',
    weight: 1073,
    subTois: [
      { name: '19.0000 Personal Auto Combinations', weight: 236, product: 'Personal Auto Program' },
      {
        name: '19.0001 Private Passenger Auto (PPA)',
        weight: 697,
        product: 'Private Passenger Auto',
      },
      { name: '19.0002 Motorcycle', weight: 81, product: 'Motorcycle' },
      { name: '19.0003 Recreational Vehicle (RV)', weight: 51, product: 'Recreational Vehicle' },
      { name: '19.0004 Other', weight: 8, product: 'Antique and Classic Auto' },
    ],
  },
  {
    name: HOMEOWNERS,
    kind: 'home',
    weight: 714,
    subTois: [
      {
        name: '04.0000 Homeowners Sub-TOI Combinations',
        weight: 441,
        product: 'Homeowners Program',
      },
      { name: '04.0001 Condominium Homeowners', weight: 35, product: 'Condominium Unitowners' },
      { name: '04.0002 Mobile Homeowners', weight: 31, product: 'Manufactured Home' },
      { name: '04.0003 Owner Occupied Homeowners', weight: 148, product: 'Homeowners' },
      { name: '04.0004 Tenant Homeowners', weight: 44, product: 'Renters' },
      { name: '04.0005 Other Homeowners', weight: 15, product: 'Seasonal Dwelling' },
    ],
  },
  {
    name: '01.0 Property',
    kind: 'other',
    weight: 60,
    subTois: [{ name: '01.0002 Personal Property (Fire)', weight: 1, product: 'Dwelling Fire' }],
  },
  {
    name: '17.0 Other Liability-Occ',
    kind: 'other',
    weight: 35,
    subTois: [
      { name: '17.0019 Personal Umbrella and Excess', weight: 1, product: 'Personal Umbrella' },
    ],
  },
  {
    name: '20.0 Commercial Auto',
    kind: 'other',
    weight: 45,
    subTois: [
      { name: '20.0000 Commercial Auto Combinations', weight: 3, product: 'Business Auto' },
      { name: '20.0003 Trucking', weight: 1, product: 'Trucking' },
    ],
  },
  {
    name: '16.0 Workers Compensation',
    kind: 'other',
    weight: 25,
    subTois: [{ name: '16.0004 Standard WC', weight: 1, product: 'Workers Compensation' }],
  },
];
