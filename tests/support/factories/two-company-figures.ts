import type { CompanyFigureRow } from '#server/domain/filings/overall-company-figures.ts';

/**
 * Issue 18's actuary case, one filing written by two companies: the first (by name) has the
 * smaller figures, max +13.6 and min 0; the second max +33.2 and min -10.6. Overall, premium
 * weighted over 10 and 30 million of written premium.
 */
export const TWO_COMPANY_FIGURES: readonly [
  CompanyFigureRow & { company: string },
  CompanyFigureRow & { company: string },
] = [
  {
    company: 'Figures A Insurance',
    rate_impact: 6,
    indicated_change: 9,
    average_premium_change: 90,
    written_premium_change: 600_000,
    written_premium_for_program: 10_000_000,
    policyholders_affected: 5_000,
    max_change: 13.6,
    min_change: 0,
  },
  {
    company: 'Figures B Casualty',
    rate_impact: 14,
    indicated_change: 15,
    average_premium_change: 210,
    written_premium_change: 4_200_000,
    written_premium_for_program: 30_000_000,
    policyholders_affected: 20_000,
    max_change: 33.2,
    min_change: -10.6,
  },
];
