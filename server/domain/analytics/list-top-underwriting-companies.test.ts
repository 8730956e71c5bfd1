import { describe, expect, it } from 'vitest';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { listTopUnderwritingCompanies } from './list-top-underwriting-companies.ts';
import { topListQuerySchema } from './ranking.ts';

describe.each(listTestTargets())('listTopUnderwritingCompanies on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  const everyFiling = { filters: { population: 2 }, minFilings: 1 };
  const top = async (query: object) =>
    (await listTopUnderwritingCompanies(fixture.db, topListQuerySchema.parse(query))).map((e) => [
      e.name,
      e.context,
      e.value,
    ]);

  it('ranks companies on their own rows: a multi-company filing counts for each company', async () => {
    expect(await top(everyFiling)).toEqual([
      ['Small Mutual Ins', 'Small Mutual', 3],
      ['Big Insurance Co', 'Big Group', 2],
      ['Big Casualty Co', 'Big Group', 1],
    ]);
    expect(await top({ ...everyFiling, metric: 3 })).toEqual([
      ['Big Insurance Co', 'Big Group', 6_000_000],
      ['Small Mutual Ins', 'Small Mutual', 1_166_666.67],
      ['Big Casualty Co', 'Big Group', 1_000_000],
    ]);
    expect(await top({ ...everyFiling, metric: 2, direction: 1 })).toEqual([
      ['Big Insurance Co', 'Big Group', 40],
      ['Big Casualty Co', 'Big Group', 50],
      ['Small Mutual Ins', 'Small Mutual', 90],
    ]);
  });

  it("weights each company's own rate impact by its own premium", async () => {
    const entries = await listTopUnderwritingCompanies(
      fixture.db,
      topListQuerySchema.parse(everyFiling),
    );
    const rate = Object.fromEntries(entries.map((e) => [e.name, e.premiumWeightedRateImpact]));
    expect(rate['Big Insurance Co']).toBeCloseTo((90 + 12) / 12, 9);
    expect(rate['Big Casualty Co']).toBeCloseTo(8, 9);
  });

  it('filters company rows by company and the filing population', async () => {
    expect(
      await top({ ...everyFiling, filters: { population: 2, companies: ['Big Casualty Co'] } }),
    ).toEqual([['Big Casualty Co', 'Big Group', 1]]);
    expect(await top({ minFilings: 1 })).toEqual([
      ['Big Insurance Co', 'Big Group', 2],
      ['Big Casualty Co', 'Big Group', 1],
    ]);
    expect(await top({ ...everyFiling, minFilings: 2, limit: 1 })).toEqual([
      ['Small Mutual Ins', 'Small Mutual', 3],
    ]);
  });
});
