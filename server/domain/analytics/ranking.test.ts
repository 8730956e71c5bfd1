import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import {
  DEFAULT_TOP_LIST_LIMIT,
  minFilingsCondition,
  type RankedRow,
  rankingOrderBy,
  topListQuerySchema,
  toRankedEntries,
} from './ranking.ts';

const DEFAULT_MIN_FILINGS = API_LIMITS.defaultMinFilings;

const rankedRow = (over: Partial<RankedRow>): RankedRow => ({
  name: 'Acme',
  context: 'TX',
  total_filings: 7,
  average_days_to_approval: 41.5,
  average_written_premium_for_program: 1_234_567.891,
  average_written_premium_change: -2_500.456,
  premium_weighted_rate_impact: 6.25,
  ...over,
});

describe('topListQuerySchema', () => {
  it('defaults to the top 10 by total filings, descending, with at least 5 filings', () => {
    for (const input of [undefined, {}, { metric: 0, limit: 0, minFilings: 0 }]) {
      expect(topListQuerySchema.parse(input)).toMatchObject({
        metric: 'total_filings',
        ascending: false,
        limit: DEFAULT_TOP_LIST_LIMIT,
        minFilings: DEFAULT_MIN_FILINGS,
      });
    }
    expect(topListQuerySchema.parse(undefined).filters.states).toEqual([]);
  });

  it('maps the proto metric (1-4) and direction (1 ascending)', () => {
    const metricOf = (metric: number) => topListQuerySchema.parse({ metric }).metric;
    expect([1, 2, 3, 4].map(metricOf)).toEqual([
      'total_filings',
      'average_days_to_approval',
      'average_written_premium_for_program',
      'average_written_premium_change',
    ]);
    expect(topListQuerySchema.parse({ direction: 1 }).ascending).toBe(true);
    expect(topListQuerySchema.parse({ direction: 2 }).ascending).toBe(false);
    expect(topListQuerySchema.parse({ limit: 100, minFilings: 1 })).toMatchObject({
      limit: 100,
      minFilings: 1,
    });
  });

  it.each([
    [{ metric: 5 }, 'Unknown ranking metric'],
    [{ metric: -1 }, 'Unknown ranking metric'],
    [{ limit: 101 }, 'Limit must be 1 to 100'],
    [{ limit: -1 }, 'Limit must be 1 to 100'],
    [{ minFilings: 10_001 }, 'Minimum filings must be at most 10000'],
    [{ filters: { states: ['Texas'] } }, 'two-letter'],
  ])('refuses %j', (input, message) => {
    expect(() => topListQuerySchema.parse(input)).toThrow(message);
  });
});

describe('ranking SQL', () => {
  it('orders by the metric with missing values last, then the name', () => {
    const down = topListQuerySchema.parse({ metric: 2 });
    expect(compileSql(rankingOrderBy(down)).sql).toBe(
      '"average_days_to_approval" desc nulls last, name asc',
    );
    const up = topListQuerySchema.parse({ metric: 1, direction: 1 });
    expect(compileSql(rankingOrderBy(up)).sql).toBe('"total_filings" asc nulls last, name asc');
  });

  it('binds the minimum number of filings', () => {
    const compiled = compileSql(minFilingsCondition(topListQuerySchema.parse({ minFilings: 3 })));
    expect(compiled.sql).toBe('t.total_filings >= $1');
    expect(compiled.parameters).toEqual([3]);
  });
});

describe('toRankedEntries', () => {
  it('ranks rows in order, rounds money to cents and reads the value of the metric', () => {
    const rows = [rankedRow({}), rankedRow({ name: 'Beta', context: null, total_filings: 5 })];
    const byPremium = toRankedEntries(rows, 'average_written_premium_for_program');
    expect(byPremium[0]).toEqual({
      rank: 1,
      name: 'Acme',
      context: 'TX',
      value: 1_234_567.89,
      totalFilings: 7,
      averageDaysToApproval: 41.5,
      averageWrittenPremiumForProgram: 1_234_567.89,
      averageWrittenPremiumChange: -2_500.46,
      premiumWeightedRateImpact: 6.25,
      averageChange: 0,
    });
    expect(byPremium[1]).toMatchObject({ rank: 2, name: 'Beta', context: '' });
    expect(toRankedEntries(rows, 'total_filings').map((e) => e.value)).toEqual([7, 5]);
    expect(toRankedEntries(rows, 'average_days_to_approval')[0]?.value).toBe(41.5);
    expect(toRankedEntries(rows, 'average_written_premium_change')[0]?.value).toBe(-2_500.46);
  });

  it('reads missing figures as 0', () => {
    const [entry] = toRankedEntries(
      [
        rankedRow({
          average_days_to_approval: null,
          premium_weighted_rate_impact: null,
          average_change: 1.25,
        }),
      ],
      'average_days_to_approval',
    );
    expect(entry).toMatchObject({
      value: 0,
      averageDaysToApproval: 0,
      premiumWeightedRateImpact: 0,
      averageChange: 1.25,
    });
    expect(toRankedEntries([], 'total_filings')).toEqual([]);
  });
});
