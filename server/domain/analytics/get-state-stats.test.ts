import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { getStateStats } from './get-state-stats.ts';

describe.each(listTestTargets())('getStateStats on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  it('counts only approved rate changes by default', async () => {
    const result = await getStateStats(fixture.db, resolveFilingFilters({}));
    expect(result.states.map((s) => [s.state, s.aggregate.totalFilings])).toEqual([
      ['IA', 1],
      ['NE', 1],
    ]);
    expect(result.total.totalFilings).toBe(2);
    expect(result.total.premiumWeightedRateImpact).toBeCloseTo(110 / 13, 9);
    expect(result.total.averageDaysToApproval).toBe(40);
    expect(result.trend.map((p) => [p.periodStart, p.aggregate.totalFilings])).toEqual([
      ['2024-04-01', 1],
      ['2024-06-01', 1],
    ]);
    expect(result.dispositionStatuses).toEqual([{ value: 'Approved', count: 2 }]);
    expect(result.filingTypes).toEqual([{ value: 'Rate/Rule', count: 2 }]);
    expect(result.subTois).toEqual([{ value: '19.0001 Private Passenger Auto (PPA)', count: 2 }]);
  });

  it('weights rate impact by written premium and takes days over approved filings', async () => {
    const { total, states } = await getStateStats(
      fixture.db,
      resolveFilingFilters({ states: ['NE'], population: 2 }),
    );
    expect(states.map((s) => s.state)).toEqual(['NE']);
    expect(total.totalFilings).toBe(3);
    expect(total.averageRateImpact).toBeCloseTo(1, 9);
    expect(total.premiumWeightedRateImpact).toBeCloseTo((90 - 14) / 12, 9);
    expect(total.averageDaysToApproval).toBe(60);
    expect(total.medianDaysToApproval).toBe(60);
    expect([total.approvedFilings, total.pendingFilings]).toEqual([2, 1]);
  });

  it('orders states by code and statuses by count, then value', async () => {
    const result = await getStateStats(fixture.db, resolveFilingFilters({ population: 2 }));
    expect(result.states.map((s) => [s.state, s.aggregate.totalFilings])).toEqual([
      ['IA', 2],
      ['NE', 3],
    ]);
    expect(result.dispositionStatuses).toEqual([
      { value: 'Approved', count: 3 },
      { value: 'Pending', count: 1 },
      { value: 'Withdrawn', count: 1 },
    ]);
    expect(result.trend.map((p) => p.periodStart)).toEqual([
      '2024-04-01',
      '2024-06-01',
      '2024-07-01',
    ]);
  });

  it('gives empty lists and a zero total when no filing matches', async () => {
    const result = await getStateStats(fixture.db, resolveFilingFilters({ states: ['ZZ'] }));
    expect(result.states).toEqual([]);
    expect(result.trend).toEqual([]);
    expect(result.subTois).toEqual([]);
    expect(result.total.totalFilings).toBe(0);
  });
});
