import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { Population } from '#gen/ratefiling/v1/common_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { ReviewerService } from '#gen/ratefiling/v1/reviewer_service_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createAnalyticsService } from './analytics-service.ts';
import { createFilingService } from './filing-service.ts';
import { createReviewerService } from './reviewer-service.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(listTestTargets())('analytics and reviewer services on %s', (target) => {
  let db: Database;
  const deps = { getDatabase: async () => db };
  const services = [
    createAnalyticsService(deps),
    createReviewerService(deps),
    createFilingService(deps),
  ];
  const transport = createTestTransport(services, { userId: 'u1' });
  const analytics = createClient(AnalyticsService, transport);
  const reviewers = createClient(ReviewerService, transport);
  const filings = createClient(FilingService, transport);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 250, seed: 11 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('agrees with GetNumberOfFilings for the same filters (population: all filings)', async () => {
    const filters = {
      states: ['TX', 'FL'],
      startDate: { year: 2023, month: 0, day: 0 },
      population: Population.ALL_FILINGS,
    };
    const { numFilings } = await filings.getNumberOfFilings({ filters });
    const byState = await analytics.getStateStats({ filters });
    expect(sum(byState.states.map((s) => s.aggregate?.totalFilings ?? 0))).toBe(numFilings);
    const industry = await analytics.getIndustryStatsByRateImpact({ filters });
    expect(sum(industry.buckets.map((b) => b.totalFilings))).toBe(numFilings);
    expect(industry.buckets[2]?.range?.label).toBe('No change');
    const carriers = await analytics.getCarrierStats({ filters, includeStateBreakdown: true });
    expect(sum(carriers.carriers.map((c) => c.aggregate?.totalFilings ?? 0))).toBe(numFilings);
    expect(carriers.trend[0]?.periodStart?.day).toBe(1);
  });

  it('serves every top list with all metrics filled', async () => {
    // 250 filings spread over the whole market: few reviewers or companies reach the default of 5.
    const query = {
      metric: RankingMetric.AVERAGE_WRITTEN_PREMIUM_FOR_PROGRAM,
      limit: 5,
      minFilings: 2,
    };
    for (const list of [
      analytics.listTopCarriers({ query }),
      analytics.listTopUnderwritingCompanies({ query }),
      analytics.listTopReviewers({ query }),
      analytics.listTopRatingFactors({ query }),
    ]) {
      const { entries } = await list;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(5);
      expect(entries[0]?.value).toBe(entries[0]?.averageWrittenPremiumForProgram);
      const values = entries.map((e) => e.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('pages reviewers and opens a profile', async () => {
    const stats = await analytics.getReviewerStatsByRateImpact({ pagination: { pageSize: 5 } });
    expect(stats.reviewers).toHaveLength(5);
    expect(stats.pagination?.nextPage).toBe(2);
    const days = await analytics.getReviewerDaysToApproval({
      sort: { field: 'total_filings' },
      pagination: { pageSize: 3 },
    });
    expect(days.reviewers).toHaveLength(3);
    const primary = await reviewers.listPrimaryReviewers({ pagination: { pageSize: 1 } });
    const first = primary.reviewers[0];
    expect(first).toBeDefined();
    const details = await reviewers.getReviewerDetails({ name: first?.name, state: first?.state });
    expect(details.reviewer?.totalFilings).toBeGreaterThanOrEqual(first?.totalFilings ?? 0);
    expect(details.reviewer?.summary).toContain(first?.name ?? '');
    expect(details.recentReviews.length).toBeGreaterThan(0);
  });

  it('answers bad input and unknown reviewers with the right codes', async () => {
    const code = (p: Promise<unknown>) =>
      p.then(
        (): Code | 0 => 0,
        (e) => ConnectError.from(e).code,
      );
    expect(await code(analytics.getReviewerDaysToApproval({ sort: { field: 'nope' } }))).toBe(
      Code.InvalidArgument,
    );
    expect(await code(analytics.listTopCarriers({ query: { limit: 500 } }))).toBe(
      Code.InvalidArgument,
    );
    expect(await code(reviewers.getReviewerDetails({ name: 'Nobody', state: 'TX' }))).toBe(
      Code.NotFound,
    );
    const anonymous = createClient(AnalyticsService, createTestTransport(services));
    expect(await code(anonymous.getStateStats({}))).toBe(Code.Unauthenticated);
  });
});
