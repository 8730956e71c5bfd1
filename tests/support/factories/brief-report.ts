import type { BriefFiling, BriefReport } from '#contract/intelligence/brief-report.ts';

/** One filing of a brief report: an approved Texas auto rate change unless overridden. */
export function briefFiling(overrides: Partial<BriefFiling> = {}): BriefFiling {
  return {
    serffTrackingNumber: 'T-1',
    carrier: 'Alpha',
    state: 'TX',
    lineOfBusiness: '19.0 Personal Auto',
    productName: 'Auto',
    dispositionStatus: 'Approved',
    effectiveDateNew: '2024-01-01',
    rateImpact: 7.2,
    indicatedChange: 9.5,
    writtenPremium: 1_000_000,
    writtenPremiumChange: 72_000,
    policyholdersAffected: 100,
    objectionCount: 0,
    ...overrides,
  };
}

/**
 * A brief report that passes the contract schema: two filings' figures, Texas and Alpha leading,
 * one increase and one decrease, no objection themes. Every part can be overridden.
 */
export function briefReport(overrides: Partial<BriefReport> = {}): BriefReport {
  return {
    reportType: 'generic',
    executiveSummary: ['Two filings.'],
    keyMetrics: {
      filingCount: 2,
      totalWrittenPremium: 3_000_000,
      totalWrittenPremiumChange: 150_000,
      premiumWeightedRateImpact: 5,
      averageRateImpact: 4.5,
      averageIndicatedChange: 6,
      totalPolicyholdersAffected: 1,
      totalObjections: 3,
      filingsWithObjections: 1,
    },
    charts: {
      byState: [
        { name: 'TX', filings: 2, writtenPremiumChange: 150_000, premiumWeightedRateImpact: 5 },
      ],
      byCarrier: [
        { name: 'Alpha', filings: 2, writtenPremiumChange: 150_000, premiumWeightedRateImpact: 5 },
      ],
    },
    topMovers: {
      increases: [briefFiling({ serffTrackingNumber: 'UP-1', rateImpact: 9 })],
      decreases: [
        briefFiling({
          serffTrackingNumber: 'DOWN-1',
          rateImpact: -2.5,
          carrier: 'Beta',
          state: 'OK',
        }),
      ],
    },
    notableFilings: [],
    objectionThemes: null,
    methods: {
      filters: ['All filings (no filters)'],
      matchingFilings: 1_234,
      consideredFilings: 2,
      maxFilings: 50,
      selection: 'The largest filings by written premium change.',
      computedAt: '2024-06-01T00:00:00.000Z',
      notes: [],
    },
    filings: [
      briefFiling({ serffTrackingNumber: 'UP-1', rateImpact: 9 }),
      briefFiling({
        serffTrackingNumber: 'DOWN-1',
        rateImpact: -2.5,
        carrier: 'Beta',
        state: 'OK',
      }),
    ],
    ...overrides,
  };
}
