import { describe, expect, it } from 'vitest';
import type { BriefFiling } from '#contract/intelligence/brief-report.ts';
import { briefFiling } from '#tests/support/factories/brief-report.ts';
import { computeBreakdown, computeKeyMetrics } from './compute-brief-figures.ts';

/** A filing with no figure but those given. */
const filing = (over: Partial<BriefFiling>): BriefFiling =>
  briefFiling({
    rateImpact: null,
    indicatedChange: null,
    writtenPremium: null,
    writtenPremiumChange: null,
    policyholdersAffected: null,
    ...over,
  });

describe('computeKeyMetrics', () => {
  it('sums, weighs by premium and averages over filings stating both changes', () => {
    const metrics = computeKeyMetrics([
      filing({
        rateImpact: 10,
        indicatedChange: 12,
        writtenPremium: 3_000,
        writtenPremiumChange: 300,
        policyholdersAffected: 10,
        objectionCount: 2,
      }),
      filing({
        rateImpact: 2,
        indicatedChange: null,
        writtenPremium: 1_000,
        writtenPremiumChange: 20,
        policyholdersAffected: 5,
      }),
      filing({ rateImpact: 4, indicatedChange: 6, writtenPremium: null, objectionCount: 1 }),
    ]);
    expect(metrics).toEqual({
      filingCount: 3,
      totalWrittenPremium: 4_000,
      totalWrittenPremiumChange: 320,
      premiumWeightedRateImpact: (10 * 3_000 + 2 * 1_000) / 4_000,
      averageRateImpact: 7,
      averageIndicatedChange: 9,
      totalPolicyholdersAffected: 15,
      totalObjections: 3,
      filingsWithObjections: 2,
    });
  });

  it('falls back to the plain mean when no filing has a premium, and to null with no figure', () => {
    expect(
      computeKeyMetrics([filing({ rateImpact: 3 }), filing({ rateImpact: 5, writtenPremium: 0 })])
        .premiumWeightedRateImpact,
    ).toBe(4);
    const none = computeKeyMetrics([]);
    expect(none).toMatchObject({
      filingCount: 0,
      premiumWeightedRateImpact: null,
      averageRateImpact: null,
      averageIndicatedChange: null,
      totalWrittenPremium: 0,
    });
  });
});

describe('computeBreakdown', () => {
  const rows = [
    filing({
      state: 'TX',
      carrier: 'A',
      rateImpact: 10,
      writtenPremium: 100,
      writtenPremiumChange: 10,
    }),
    filing({
      state: 'TX',
      carrier: 'B',
      rateImpact: 0,
      writtenPremium: 300,
      writtenPremiumChange: 0,
    }),
    filing({
      state: 'OK',
      carrier: 'A',
      rateImpact: 5,
      writtenPremium: 100,
      writtenPremiumChange: 50,
    }),
    filing({
      state: 'AL',
      carrier: 'C',
      rateImpact: 1,
      writtenPremium: 100,
      writtenPremiumChange: 50,
    }),
  ];

  it('groups by the key, most filings first, then premium change, then name', () => {
    expect(computeBreakdown(rows, 'state', 10)).toEqual([
      { name: 'TX', filings: 2, writtenPremiumChange: 10, premiumWeightedRateImpact: 2.5 },
      { name: 'AL', filings: 1, writtenPremiumChange: 50, premiumWeightedRateImpact: 1 },
      { name: 'OK', filings: 1, writtenPremiumChange: 50, premiumWeightedRateImpact: 5 },
    ]);
    expect(computeBreakdown(rows, 'carrier', 10).map((b) => b.name)).toEqual(['A', 'C', 'B']);
  });

  it('keeps at most the limit', () => {
    expect(computeBreakdown(rows, 'state', 1).map((b) => b.name)).toEqual(['TX']);
  });
});
