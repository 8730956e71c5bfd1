import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import { getReviewerStatsByRateImpact } from './get-reviewer-stats-by-rate-impact.ts';

describe.each(listTestTargets())('getReviewerStatsByRateImpact on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const stats = (role: ReviewerRoleFilter, filters: object, page = { page: 1, pageSize: 10 }) =>
    getReviewerStatsByRateImpact(fixture.db, {
      filters: resolveFilingFilters(filters),
      role,
      page,
    });

  it('lists reviewers with most reviews first, each filing in its rate-impact range', async () => {
    const { reviewers, page } = await stats('any', { population: 2 });
    expect(reviewers.map((r) => [r.name, r.state, r.buckets.map((b) => b.totalFilings)])).toEqual([
      ['Cara Nakamura', 'IA', [0, 0, 0, 1, 1, 1, 0, 0]],
      ['Alice Moreau', 'NE', [0, 0, 1, 0, 0, 1, 0, 0]],
      ['Bob Lindqvist', 'NE', [0, 0, 1, 0, 0, 0, 0, 0]],
    ]);
    expect(reviewers[0]?.aggregate).toMatchObject({
      totalFilings: 3,
      approvedFilings: 2,
      withdrawnFilings: 1,
      totalWrittenPremiumForProgram: 13_500_000,
    });
    expect(reviewers[0]?.buckets[5]).toMatchObject({
      totalWrittenPremiumForProgram: 9_000_000,
      averageDaysToApproval: 30,
    });
    expect(page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 3 });
  });

  it('filters by role and population, pages, and is empty when nothing matches', async () => {
    const primary = await stats('primary', { population: 2 });
    expect(primary.reviewers.map((r) => [r.name, r.aggregate.totalFilings])).toEqual([
      ['Alice Moreau', 2],
      ['Cara Nakamura', 2],
    ]);
    const byDefault = await stats('any', {});
    expect(byDefault.reviewers.map((r) => [r.name, r.aggregate.totalFilings])).toEqual([
      ['Cara Nakamura', 2],
      ['Alice Moreau', 1],
    ]);
    const second = await stats('any', { population: 2 }, { page: 2, pageSize: 1 });
    expect(second.reviewers.map((r) => r.name)).toEqual(['Alice Moreau']);
    expect(second.page).toEqual({ nextPage: 3, totalPages: 3, totalResults: 3 });
    const none = await stats('any', { states: ['ZZ'] });
    expect(none).toEqual({ reviewers: [], page: { nextPage: 0, totalPages: 0, totalResults: 0 } });
  });
});
