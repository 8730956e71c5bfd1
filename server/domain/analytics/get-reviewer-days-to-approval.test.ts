import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import {
  getReviewerDaysToApproval,
  type ReviewerDaysInput,
} from './get-reviewer-days-to-approval.ts';

describe.each(listTestTargets())('getReviewerDaysToApproval on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const days = (
    over: { role?: ReviewerRoleFilter; filters?: object } & Partial<
      Pick<ReviewerDaysInput, 'sort' | 'page'>
    > = {},
  ) =>
    getReviewerDaysToApproval(fixture.db, {
      filters: resolveFilingFilters(over.filters ?? { population: 2 }),
      role: over.role ?? 'any',
      sort: over.sort ?? { field: 'average_days_to_approval', ascending: false },
      page: over.page ?? { page: 1, pageSize: 10 },
    });

  it("gives each reviewer's days over approved filings beside their state's", async () => {
    const { reviewers, page } = await days();
    expect(reviewers).toEqual([
      {
        name: 'Bob Lindqvist',
        state: 'NE',
        totalFilings: 1,
        averageDaysToApproval: 90,
        medianDaysToApproval: 90,
        stateAverageDaysToApproval: 60,
      },
      {
        name: 'Alice Moreau',
        state: 'NE',
        totalFilings: 2,
        averageDaysToApproval: 60,
        medianDaysToApproval: 60,
        stateAverageDaysToApproval: 60,
      },
      {
        // The withdrawn filing counts as a review, not in the days.
        name: 'Cara Nakamura',
        state: 'IA',
        totalFilings: 3,
        averageDaysToApproval: 40,
        medianDaysToApproval: 40,
        stateAverageDaysToApproval: 50,
      },
    ]);
    expect(page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 3 });
  });

  it('sorts by the field asked, ties by name', async () => {
    const names = async (field: ReviewerDaysInput['sort']['field'], ascending: boolean) =>
      (await days({ sort: { field, ascending } })).reviewers.map((r) => r.name.split(' ')[0]);
    expect(await names('average_days_to_approval', true)).toEqual(['Cara', 'Alice', 'Bob']);
    expect(await names('total_filings', false)).toEqual(['Cara', 'Alice', 'Bob']);
    expect(await names('state', true)).toEqual(['Cara', 'Alice', 'Bob']);
    expect(await names('state', false)).toEqual(['Alice', 'Bob', 'Cara']);
    expect(await names('name', false)).toEqual(['Cara', 'Bob', 'Alice']);
    expect(await names('state_average_days_to_approval', false)).toEqual(['Alice', 'Bob', 'Cara']);
  });

  it('filters by role and population, and pages', async () => {
    const primary = await days({ role: 'primary' });
    expect(primary.reviewers.map((r) => [r.name, r.totalFilings, r.averageDaysToApproval])).toEqual(
      [
        ['Alice Moreau', 2, 60],
        ['Cara Nakamura', 2, 50],
      ],
    );
    const secondary = await days({ role: 'secondary' });
    expect(secondary.reviewers.map((r) => r.name)).toEqual(['Bob Lindqvist', 'Cara Nakamura']);
    const byDefault = await days({ filters: {} });
    expect(
      byDefault.reviewers.map((r) => [r.name, r.totalFilings, r.stateAverageDaysToApproval]),
    ).toEqual([
      ['Cara Nakamura', 2, 50],
      ['Alice Moreau', 1, 30],
    ]);
    const second = await days({ page: { page: 2, pageSize: 2 } });
    expect(second.reviewers.map((r) => r.name)).toEqual(['Cara Nakamura']);
    expect(second.page).toEqual({ nextPage: 0, totalPages: 2, totalResults: 3 });
    const none = await days({ filters: { states: ['ZZ'] } });
    expect(none).toEqual({ reviewers: [], page: { nextPage: 0, totalPages: 0, totalResults: 0 } });
  });
});
