import { describe, expect, it } from 'vitest';
import { TWO_COMPANY_FIGURES } from '#tests/support/factories/two-company-figures.ts';
import { type CompanyFigureRow, overallCompanyFigures } from './overall-company-figures.ts';

const company = (over: Partial<CompanyFigureRow>): CompanyFigureRow => ({
  indicated_change: 10,
  rate_impact: 8,
  average_premium_change: 100,
  written_premium_change: 800_000,
  written_premium_for_program: 10_000_000,
  policyholders_affected: 7_000,
  max_change: 20,
  min_change: 0,
  ...over,
});

describe('overallCompanyFigures', () => {
  // The actuary's case: the first company's max +13.6 and min 0, another's max +33.2, min -10.6.
  const rows: CompanyFigureRow[] = TWO_COMPANY_FIGURES.map(
    ({ company: _name, ...figures }) => figures,
  );

  it('takes the largest maximum and the smallest minimum change of any company', () => {
    const o = overallCompanyFigures(rows);
    expect(o.maxChange).toBe(33.2);
    expect(o.minChange).toBe(-10.6);
  });

  it('weights rate impact, indicated change and average premium change by written premium', () => {
    const o = overallCompanyFigures(rows);
    expect(o.rateImpact).toBeCloseTo((6 * 10 + 14 * 30) / 40, 9);
    expect(o.indicatedChange).toBeCloseTo((9 * 10 + 15 * 30) / 40, 9);
    expect(o.averagePremiumChange).toBeCloseTo((90 * 10 + 210 * 30) / 40, 9);
  });

  it('sums premium change, written premium and policyholders', () => {
    const o = overallCompanyFigures(rows);
    expect(o.writtenPremiumChange).toBe(4_800_000);
    expect(o.writtenPremium).toBe(40_000_000);
    expect(o.policyholdersAffected).toBe(25_000);
  });

  it("is the company's own figures for a one-company filing", () => {
    const [only] = rows;
    if (!only) throw new Error('no row');
    expect(overallCompanyFigures([only])).toEqual({
      indicatedChange: 9,
      rateImpact: 6,
      averagePremiumChange: 90,
      writtenPremiumChange: 600_000,
      writtenPremium: 10_000_000,
      policyholdersAffected: 5_000,
      maxChange: 13.6,
      minChange: 0,
    });
  });

  it('ignores missing figures, falls back to the plain mean without premium, null when none', () => {
    const o = overallCompanyFigures([
      company({ max_change: null, min_change: -2, indicated_change: null }),
      company({ max_change: 5, min_change: null, indicated_change: 4 }),
    ]);
    expect(o.maxChange).toBe(5);
    expect(o.minChange).toBe(-2);
    expect(o.indicatedChange).toBe(4);
    const noPremium = overallCompanyFigures([
      company({ written_premium_for_program: null, rate_impact: 2 }),
      company({ written_premium_for_program: null, rate_impact: 6 }),
    ]);
    expect(noPremium.rateImpact).toBe(4);
    expect(noPremium.writtenPremium).toBeNull();
    expect(overallCompanyFigures([]).maxChange).toBeNull();
  });
});
