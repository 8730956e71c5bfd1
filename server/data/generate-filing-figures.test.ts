import { describe, expect, it } from 'vitest';
import { overallCompanyFigures } from '#server/domain/filings/overall-company-figures.ts';
import { createGenerateContext, generateFiling } from './generate-filing.ts';

describe('generated filing figures', () => {
  const total = 1_500;
  const ctx = createGenerateContext(5, total);
  const filings = Array.from({ length: total }, (_, i) => generateFiling(ctx, i));

  it('stores expense and permissible loss ratios in percentage points, the PDF as fractions', () => {
    const metrics = filings.flatMap((a) => a.metrics);
    expect(metrics.length).toBeGreaterThan(1_000);
    for (const m of metrics) {
      expect(m.expense_ratio).toBeGreaterThan(10);
      expect(m.expense_ratio).toBeLessThan(45);
      expect(m.permissible_loss_ratio).toBeGreaterThan(50);
      expect(m.permissible_loss_ratio).toBeLessThan(90);
    }
    const withMetrics = filings.find((a) => a.metrics.length > 0);
    const first = withMetrics?.metrics[0];
    if (!withMetrics || !first) throw new Error('no metrics');
    const pdf = withMetrics.pages.map((p) => p.content).join('\n');
    const fraction = ((first.expense_ratio ?? 0) / 100).toFixed(3);
    expect(pdf).toContain(`\t${fraction}\t`);
  });

  it("gives a multi-company filing overall figures across its companies, not the first one's", () => {
    const multi = filings.filter((a) => a.filings.length > 1);
    expect(multi.length).toBeGreaterThan(50);
    let firstWasWrong = 0;
    for (const a of multi) {
      const o = overallCompanyFigures(
        a.filings.map((f) => ({
          indicated_change: f.indicated_change ?? null,
          rate_impact: f.rate_impact ?? null,
          average_premium_change: f.average_premium_change ?? null,
          written_premium_change: f.written_premium_change ?? null,
          written_premium_for_program: f.written_premium_for_program ?? null,
          policyholders_affected: f.policyholders_affected ?? null,
          max_change: f.max_change ?? null,
          min_change: f.min_change ?? null,
        })),
      );
      const maxes = a.filings.map((f) => f.max_change ?? 0);
      const mins = a.filings.map((f) => f.min_change ?? 0);
      expect(a.whole.overall_max_change).toBe(Math.max(...maxes));
      expect(a.whole.overall_min_change).toBe(Math.min(...mins));
      expect(a.whole.overall_average_premium_change).toBeCloseTo(o.averagePremiumChange ?? 0, 2);
      expect(a.whole.overall_written_premium).toBe(o.writtenPremium);
      expect(a.whole.overall_written_premium_change).toBe(o.writtenPremiumChange);
      expect(a.whole.overall_policyholders_affected).toBe(o.policyholdersAffected);
      expect(a.whole.overall_rate_impact).toBeCloseTo(o.rateImpact ?? 0, 3);
      if (a.filings[0]?.max_change !== a.whole.overall_max_change) firstWasWrong++;
    }
    // The case the fix is for occurs: the first company's maximum is not the filing's.
    expect(firstWasWrong).toBeGreaterThan(0);
  });
});
