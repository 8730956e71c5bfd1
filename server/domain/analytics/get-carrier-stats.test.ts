import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { getCarrierStats } from './get-carrier-stats.ts';

describe.each(listTestTargets())('getCarrierStats on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  it('orders carrier groups by written premium, largest first, with the total', async () => {
    const result = await getCarrierStats(
      fixture.db,
      resolveFilingFilters({ population: 2 }),
      false,
    );
    expect(
      result.carriers.map((c) => [
        c.carrier,
        c.aggregate.totalFilings,
        c.aggregate.totalWrittenPremiumForProgram,
        c.states,
      ]),
    ).toEqual([
      ['Big Group', 2, 13_000_000, []],
      ['Small Mutual', 3, 3_500_000, []],
    ]);
    expect(result.total.totalFilings).toBe(5);
    expect(result.trend.map((p) => [p.periodStart, p.aggregate.totalFilings])).toEqual([
      ['2024-04-01', 2],
      ['2024-06-01', 2],
      ['2024-07-01', 1],
    ]);
  });

  it('breaks each carrier down by state when asked, states in code order', async () => {
    const result = await getCarrierStats(fixture.db, resolveFilingFilters({ population: 2 }), true);
    const states = Object.fromEntries(
      result.carriers.map((c) => [
        c.carrier,
        c.states.map((s) => [s.state, s.aggregate.totalFilings]),
      ]),
    );
    expect(states).toEqual({
      'Big Group': [
        ['IA', 1],
        ['NE', 1],
      ],
      'Small Mutual': [
        ['IA', 1],
        ['NE', 2],
      ],
    });
  });

  it('counts the default population; nothing matching gives no carriers', async () => {
    const byDefault = await getCarrierStats(fixture.db, resolveFilingFilters({}), true);
    expect(byDefault.carriers.map((c) => c.carrier)).toEqual(['Big Group']);
    expect(byDefault.carriers[0]?.aggregate.premiumWeightedRateImpact).toBeCloseTo(110 / 13, 9);
    const none = await getCarrierStats(fixture.db, resolveFilingFilters({ states: ['ZZ'] }), true);
    expect(none).toMatchObject({ carriers: [], trend: [], total: { totalFilings: 0 } });
  });
});
