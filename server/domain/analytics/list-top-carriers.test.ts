import { describe, expect, it } from 'vitest';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { listTopCarriers } from './list-top-carriers.ts';
import { topListQuerySchema } from './ranking.ts';

describe.each(listTestTargets())('listTopCarriers on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const top = async (query: object) =>
    (await listTopCarriers(fixture.db, topListQuerySchema.parse(query))).map((e) => [
      e.name,
      e.value,
    ]);
  const everyFiling = { filters: { population: 2 }, minFilings: 1 };

  it('ranks carrier groups by the metric, in either direction', async () => {
    expect(await top(everyFiling)).toEqual([
      ['Small Mutual', 3],
      ['Big Group', 2],
    ]);
    expect(await top({ ...everyFiling, direction: 1 })).toEqual([
      ['Big Group', 2],
      ['Small Mutual', 3],
    ]);
    expect(await top({ ...everyFiling, metric: 2 })).toEqual([
      ['Small Mutual', 90],
      ['Big Group', 40],
    ]);
    expect(await top({ ...everyFiling, metric: 3 })).toEqual([
      ['Big Group', 6_500_000],
      ['Small Mutual', 1_166_666.67],
    ]);
    expect(await top({ ...everyFiling, metric: 4 })).toEqual([
      ['Big Group', 550_000],
      ['Small Mutual', -41_666.67],
    ]);
  });

  it('gives every figure of an entry, with no context', async () => {
    const [big] = await listTopCarriers(fixture.db, topListQuerySchema.parse({ minFilings: 1 }));
    expect(big).toMatchObject({
      rank: 1,
      name: 'Big Group',
      context: '',
      totalFilings: 2,
      averageDaysToApproval: 40,
      averageWrittenPremiumForProgram: 6_500_000,
    });
    expect(big?.premiumWeightedRateImpact).toBeCloseTo(110 / 13, 9);
  });

  it('leaves out entries under the minimum, breaks ties by name and applies the limit', async () => {
    expect(await top({ ...everyFiling, minFilings: 3 })).toEqual([['Small Mutual', 3]]);
    expect(await top({ filters: {}, minFilings: 3 })).toEqual([]);
    const iowa = { filters: { population: 2, states: ['IA'] }, minFilings: 1 };
    expect(await top(iowa)).toEqual([
      ['Big Group', 1],
      ['Small Mutual', 1],
    ]);
    expect(await top({ ...iowa, direction: 1 })).toEqual([
      ['Big Group', 1],
      ['Small Mutual', 1],
    ]);
    expect(await top({ ...everyFiling, limit: 1 })).toEqual([['Small Mutual', 3]]);
  });
});
