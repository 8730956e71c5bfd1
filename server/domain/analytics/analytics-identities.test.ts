import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { countWholeFilings } from '#server/domain/filings/count-whole-filings.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { createSeededTestDatabase } from '#tests/support/seeded-test-database.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { getCarrierStats } from './get-carrier-stats.ts';
import { getIndustryStatsByRateImpact } from './get-industry-stats-by-rate-impact.ts';
import { getReviewerStatsByRateImpact } from './get-reviewer-stats-by-rate-impact.ts';
import { getStateStats } from './get-state-stats.ts';
import { listTopCarriers } from './list-top-carriers.ts';
import { topListQuerySchema } from './ranking.ts';

const FILTER_CASES = [
  {},
  { states: ['TX', 'CA', 'NY'] },
  { linesOfBusiness: ['04.0 Homeowners'] },
  { startDate: { year: 2024, month: 0, day: 0 }, endDate: { year: 2025, month: 6, day: 0 } },
  { dispositionStatuses: ['Approved', 'Withdrawn'], filingTypes: ['Rate/Rule'] },
];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The "numbers agree with the filings table" identities, on the generated demo data. */
describe.each(listTestTargets())('analytics identities on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createSeededTestDatabase(target, { filings: 400, seed: 7 });
  });
  afterAll(async () => {
    await db?.close();
  });

  for (const input of FILTER_CASES) {
    it(`agrees with the filings count for ${JSON.stringify(input)}`, async () => {
      // The population "all filings" (2) counts exactly what the filings list lists.
      const filters = resolveFilingFilters({ ...input, population: 2 });
      const count = await countWholeFilings(db, filters);
      const states = await getStateStats(db, filters);
      expect(states.total.totalFilings).toBe(count);
      expect(sum(states.states.map((s) => s.aggregate.totalFilings))).toBe(count);
      expect(sum(states.subTois.map((s) => s.count))).toBe(count);
      expect(sum(states.dispositionStatuses.map((s) => s.count))).toBe(count);
      expect(sum(states.filingTypes.map((s) => s.count))).toBe(count);
      const t = states.total;
      expect(t.approvedFilings + t.disapprovedFilings + t.withdrawnFilings + t.pendingFilings).toBe(
        count,
      );

      const industry = await getIndustryStatsByRateImpact(db, filters);
      expect(industry.buckets).toHaveLength(8);
      expect(sum(industry.buckets.map((b) => b.totalFilings))).toBe(count);
      expect(sum(industry.buckets.map((b) => b.totalWrittenPremiumForProgram))).toBeCloseTo(
        t.totalWrittenPremiumForProgram,
        0,
      );

      const carriers = await getCarrierStats(db, filters, true);
      expect(sum(carriers.carriers.map((c) => c.aggregate.totalFilings))).toBe(count);
      for (const c of carriers.carriers) {
        expect(sum(c.states.map((s) => s.aggregate.totalFilings))).toBe(c.aggregate.totalFilings);
      }
      expect(carriers.total.totalFilings).toBe(count);
      expect(carriers.total.premiumWeightedRateImpact).toBeCloseTo(t.premiumWeightedRateImpact, 9);
      expect(carriers.total.medianDaysToApproval).toBe(t.medianDaysToApproval);

      const top = await listTopCarriers(
        db,
        topListQuerySchema.parse({
          filters: { ...input, population: 2 },
          limit: 100,
          minFilings: 1,
        }),
      );
      expect(sum(top.map((e) => e.totalFilings))).toBe(count);
    });
  }

  it('keeps the monthly trend equal to the total when every filing has a date', async () => {
    const filters = resolveFilingFilters({
      startDate: { year: 2000, month: 0, day: 0 },
      population: 2,
    });
    const stats = await getStateStats(db, filters);
    expect(sum(stats.trend.map((p) => p.aggregate.totalFilings))).toBe(stats.total.totalFilings);
    const months = stats.trend.map((p) => p.periodStart);
    expect(months).toEqual([...months].sort());
  });

  it("splits each reviewer's filings over the rate-impact ranges", async () => {
    const filters = resolveFilingFilters({});
    const result = await getReviewerStatsByRateImpact(db, {
      filters,
      role: 'any',
      page: { page: 1, pageSize: 20 },
    });
    expect(result.reviewers.length).toBeGreaterThan(0);
    const totals = result.reviewers.map((r) => r.aggregate.totalFilings);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const r of result.reviewers) {
      expect(sum(r.buckets.map((b) => b.totalFilings))).toBe(r.aggregate.totalFilings);
    }
  });
});
