import { describe, expect, it } from 'vitest';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import { listTopReviewers } from './list-top-reviewers.ts';
import { topListQuerySchema } from './ranking.ts';

describe.each(listTestTargets())('listTopReviewers on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const everyFiling = { filters: { population: 2 }, minFilings: 1 };
  const top = async (query: object, role: ReviewerRoleFilter = 'any') =>
    (await listTopReviewers(fixture.db, topListQuerySchema.parse(query), role)).map((e) => [
      e.rank,
      e.name,
      e.context,
      e.value,
    ]);

  it('ranks reviewers by their reviews of the filtered filings, with their state', async () => {
    expect(await top(everyFiling)).toEqual([
      [1, 'Cara Nakamura', 'IA', 3],
      [2, 'Alice Moreau', 'NE', 2],
      [3, 'Bob Lindqvist', 'NE', 1],
    ]);
    expect(await top({ ...everyFiling, metric: 2 })).toEqual([
      [1, 'Bob Lindqvist', 'NE', 90],
      [2, 'Alice Moreau', 'NE', 60],
      [3, 'Cara Nakamura', 'IA', 40],
    ]);
    expect(await top({ minFilings: 1 })).toEqual([
      [1, 'Cara Nakamura', 'IA', 2],
      [2, 'Alice Moreau', 'NE', 1],
    ]);
  });

  it('counts only reviews in the role asked, ties by name', async () => {
    expect(await top(everyFiling, 'primary')).toEqual([
      [1, 'Alice Moreau', 'NE', 2],
      [2, 'Cara Nakamura', 'IA', 2],
    ]);
    expect(await top(everyFiling, 'secondary')).toEqual([
      [1, 'Bob Lindqvist', 'NE', 1],
      [2, 'Cara Nakamura', 'IA', 1],
    ]);
  });

  it('leaves out reviewers under the minimum and applies the limit', async () => {
    expect(await top({ ...everyFiling, minFilings: 2 })).toEqual([
      [1, 'Cara Nakamura', 'IA', 3],
      [2, 'Alice Moreau', 'NE', 2],
    ]);
    expect(await top({ ...everyFiling, limit: 1, direction: 1 })).toEqual([
      [1, 'Bob Lindqvist', 'NE', 1],
    ]);
    expect(await top({ filters: { states: ['ZZ'] }, minFilings: 1 })).toEqual([]);
  });
});
