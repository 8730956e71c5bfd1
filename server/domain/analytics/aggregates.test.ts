import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiling } from '../../../tests/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '../../../tests/factories/insert-reviewer.ts';
import type { Database } from '../../db/connection.ts';
import { createTestDatabase, listTestTargets } from '../../db/test-database.ts';
import { resolveFilingFilters } from '../filings/resolve-filing-filters.ts';
import { getIndustryStatsByRateImpact } from './get-industry-stats-by-rate-impact.ts';
import { getReviewerDaysToApproval } from './get-reviewer-days-to-approval.ts';
import { getStateStats } from './get-state-stats.ts';
import { listTopRatingFactors } from './list-top-rating-factors.ts';
import { listTopReviewers } from './list-top-reviewers.ts';
import { listTopUnderwritingCompanies } from './list-top-underwriting-companies.ts';
import { topListQuerySchema } from './ranking.ts';

const company = (name: string, rate: number, premium: number) => ({
  company: name,
  rate_impact: rate,
  written_premium_for_program: premium,
  written_premium_change: (rate / 100) * premium,
});

describe.each(listTestTargets())('analytics figures on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const big = await insertFiling(db, {
      state: 'NE',
      carrier: 'Big Group',
      days_to_approval: 30,
      companies: [company('Big Insurance Co', 10, 9_000_000)],
      ratingFactors: [
        { factor: 'Roof age', change: 8 },
        { factor: 'Territory', change: 2 },
      ],
    });
    const small = await insertFiling(db, {
      state: 'NE',
      carrier: 'Small Mutual',
      days_to_approval: 90,
      companies: [company('Small Mutual Ins', 0, 1_000_000)],
      ratingFactors: [{ factor: 'Territory', change: 4 }],
    });
    await insertFiling(db, {
      state: 'NE',
      carrier: 'Small Mutual',
      disposition_status: 'Pending',
      disposition_date: null,
      days_to_approval: null,
      companies: [company('Small Mutual Ins', -7, 2_000_000)],
    });
    const alice = await insertReviewer(db, { name: 'Alice Moreau', state: 'NE' });
    const bob = await insertReviewer(db, { name: 'Bob Lindqvist', state: 'NE' });
    await assignReviewer(db, big.serff_tracking_number, alice, 'primary');
    await assignReviewer(db, small.serff_tracking_number, alice, 'primary');
    await assignReviewer(db, small.serff_tracking_number, bob, 'secondary');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts only approved rate changes by default', async () => {
    const { total } = await getStateStats(db, resolveFilingFilters({ states: ['NE'] }));
    expect(total.totalFilings).toBe(1);
    expect(total.premiumWeightedRateImpact).toBeCloseTo(10, 6);
    expect(total.averageDaysToApproval).toBe(30);
  });

  it('weights rate impact by written premium and counts days over approved filings', async () => {
    const all = resolveFilingFilters({ states: ['NE'], population: 2 });
    const { total, states } = await getStateStats(db, all);
    expect(states.map((s) => s.state)).toEqual(['NE']);
    expect(total.totalFilings).toBe(3);
    expect(total.averageRateImpact).toBeCloseTo(1, 6);
    expect(total.premiumWeightedRateImpact).toBeCloseTo((90 - 14) / 12, 6);
    expect(total.averageDaysToApproval).toBe(60);
    expect(total.medianDaysToApproval).toBe(60);
    expect([total.approvedFilings, total.pendingFilings]).toEqual([2, 1]);
  });

  it('puts each filing in its rate-impact range', async () => {
    const { buckets } = await getIndustryStatsByRateImpact(
      db,
      resolveFilingFilters({ population: 2 }),
    );
    const counts = Object.fromEntries(buckets.map((b) => [b.range.label, b.totalFilings]));
    expect(counts).toMatchObject({ '−5 % or less': 1, 'No change': 1, '10 to 15 %': 1 });
  });

  it('ranks companies, reviewers and rating factors by the chosen metric', async () => {
    const everyFiling = { filters: { population: 2 }, minFilings: 1 };
    const byDays = topListQuerySchema.parse({ ...everyFiling, metric: 2, direction: 1 });
    const companies = await listTopUnderwritingCompanies(db, byDays);
    expect(companies.map((c) => [c.name, c.value, c.context])).toEqual([
      ['Big Insurance Co', 30, 'Big Group'],
      ['Small Mutual Ins', 90, 'Small Mutual'],
    ]);
    const reviewers = await listTopReviewers(db, topListQuerySchema.parse(everyFiling), 'any');
    expect(reviewers.map((r) => [r.rank, r.name, r.context, r.totalFilings])).toEqual([
      [1, 'Alice Moreau', 'NE', 2],
      [2, 'Bob Lindqvist', 'NE', 1],
    ]);
    const primaryOnly = await listTopReviewers(
      db,
      topListQuerySchema.parse(everyFiling),
      'primary',
    );
    expect(primaryOnly.map((r) => r.name)).toEqual(['Alice Moreau']);
    const factors = await listTopRatingFactors(db, topListQuerySchema.parse(everyFiling));
    expect(factors[0]).toMatchObject({ name: 'Territory', totalFilings: 2, averageChange: 3 });
  });

  it("compares each reviewer's days with their state's", async () => {
    const { reviewers } = await getReviewerDaysToApproval(db, {
      filters: resolveFilingFilters({ population: 2 }),
      role: 'any',
      sort: { field: 'average_days_to_approval', ascending: false },
      page: { page: 1, pageSize: 10 },
    });
    expect(reviewers.map((r) => [r.name, r.averageDaysToApproval])).toEqual([
      ['Bob Lindqvist', 90],
      ['Alice Moreau', 60],
    ]);
    expect(reviewers[0]?.stateAverageDaysToApproval).toBe(60);
  });
});
