import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { PeriodStatsSchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import { monthBoundsOf, toTrendData } from './trend-data.ts';

const month = (year: number, m: number, filings: number, rate: number) =>
  create(PeriodStatsSchema, {
    periodStart: { year, month: m, day: 1 },
    aggregate: {
      totalFilings: filings,
      premiumWeightedRateImpact: rate,
      averageDaysToApproval: 40,
    },
  });

describe('monthBoundsOf', () => {
  it('reads a date filter as months; a year alone is January to December', () => {
    expect(monthBoundsOf({ year: 2024, month: 3, day: 9 }, { year: 2025 })).toEqual({
      from: '2024-03',
      to: '2025-12',
    });
    expect(monthBoundsOf(undefined, undefined)).toEqual({});
  });
});

describe('toTrendData', () => {
  it('shows every month: zero filings and a rate-impact gap where there were none', () => {
    // Alaska-like: two months with filings, eleven months apart.
    const data = toTrendData([month(2024, 1, 2, 3.456), month(2024, 12, 1, -2)]);
    expect(data).toHaveLength(12);
    expect(data.map((d) => d.period)).toContain('2024-06-01');
    expect(data.map((d) => d.filings)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(data[0]?.rateImpact).toBeCloseTo(3.46, 5);
    expect(data.slice(1, 11).every((d) => d.rateImpact === null && d.days === null)).toBe(true);
    expect(data[5]?.periodLabel).toMatch(/2024/);
  });

  it('spans the date filter, not just the months with filings', () => {
    const data = toTrendData([month(2024, 5, 4, 1)], { from: '2024-01', to: '2024-12' });
    expect(data).toHaveLength(12);
    expect(data[4]?.filings).toBe(4);
  });
});
