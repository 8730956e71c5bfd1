import { describe, expect, it } from 'vitest';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { listTopRatingFactors } from './list-top-rating-factors.ts';
import { topListQuerySchema } from './ranking.ts';

describe.each(listTestTargets())('listTopRatingFactors on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const everyFiling = { filters: { population: 2 }, minFilings: 1 };
  const top = (query: object) => listTopRatingFactors(fixture.db, topListQuerySchema.parse(query));

  it('counts a factor once per filing, averaging its company rows', async () => {
    const factors = await top(everyFiling);
    expect(factors.map((f) => [f.name, f.context, f.totalFilings, f.averageChange])).toEqual([
      ['Territory', 'Location', 3, 4],
      ['Roof age', 'Property', 1, 8],
    ]);
    expect(factors[0]?.averageDaysToApproval).toBeCloseTo(170 / 3, 9);
    expect(factors[0]?.averageWrittenPremiumForProgram).toBe(4_666_666.67);
  });

  it('ranks by the metric over the filtered filings', async () => {
    const byPremium = await top({ ...everyFiling, metric: 3 });
    expect(byPremium.map((f) => [f.name, f.value])).toEqual([
      ['Roof age', 9_000_000],
      ['Territory', 4_666_666.67],
    ]);
    const byDefault = await top({ minFilings: 1 });
    expect(byDefault.map((f) => [f.name, f.totalFilings, f.averageChange])).toEqual([
      ['Territory', 2, 4],
      ['Roof age', 1, 8],
    ]);
    expect((await top({ ...everyFiling, minFilings: 2 })).map((f) => f.name)).toEqual([
      'Territory',
    ]);
    const iowa = await top({ filters: { states: ['IA'] }, minFilings: 1 });
    expect(iowa.map((f) => [f.name, f.averageChange])).toEqual([['Territory', 6]]);
    expect(await top({ filters: { states: ['ZZ'] }, minFilings: 1 })).toEqual([]);
  });
});
