import { describe, expect, it } from 'vitest';
import {
  fillMonths,
  MAX_FILLED_MONTHS,
  monthsBetween,
  toMonthKey,
  yearStartTicks,
} from './fill-months.ts';

type Point = { month: string; filings: number; rate: number | null };
const point = (month: string, filings: number, rate: number | null): Point => ({
  month,
  filings,
  rate,
});
const empty = (month: string): Point => ({ month, filings: 0, rate: null });
const fill = (points: Point[], bounds: { from?: string; to?: string } = {}) =>
  fillMonths(points, (p) => toMonthKey(p.month), bounds).map((m) => m.point ?? empty(m.month));

describe('monthsBetween', () => {
  it('lists every month across year ends, both ends included', () => {
    expect(monthsBetween('2023-11', '2024-02')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
    expect(monthsBetween('2024-05', '2024-05')).toEqual(['2024-05']);
    expect(monthsBetween('2024-06', '2024-05')).toEqual([]);
  });
});

describe('toMonthKey', () => {
  it('reads YYYY-MM and YYYY-MM-DD, nothing else', () => {
    expect(toMonthKey('2024-03-01')).toBe('2024-03');
    expect(toMonthKey('2024-12')).toBe('2024-12');
    expect(toMonthKey('2024-13-01')).toBeUndefined();
    expect(toMonthKey('March 2024')).toBeUndefined();
  });
});

describe('fillMonths', () => {
  it('fills the months between the first and last point with empty ones (zero count, gap)', () => {
    const filled = fill([point('2024-01-01', 3, 2.5), point('2024-04-01', 1, -1)]);
    expect(filled.map((p) => p.month.slice(0, 7))).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
    ]);
    expect(filled.map((p) => p.filings)).toEqual([3, 0, 0, 1]);
    expect(filled.map((p) => p.rate)).toEqual([2.5, null, null, -1]);
  });

  it('covers the bounds where given, even past the data, and sorts points', () => {
    const filled = fill([point('2024-03-01', 2, 1), point('2024-02-01', 1, 1)], {
      from: '2023-12',
      to: '2024-05',
    });
    expect(filled.map((p) => p.month.slice(0, 7))).toEqual(monthsBetween('2023-12', '2024-05'));
    expect(filled.map((p) => p.filings)).toEqual([0, 0, 1, 2, 0, 0]);
  });

  it('leaves out points outside the bounds', () => {
    const filled = fill([point('2023-01-01', 9, 1), point('2024-02-01', 1, 1)], {
      from: '2024-01',
    });
    expect(filled.map((p) => p.filings)).toEqual([0, 1]);
  });

  it('gives nothing for no points, so the chart can say there is no data', () => {
    expect(fill([], { from: '2024-01', to: '2024-12' })).toEqual([]);
  });

  it('narrows a range of centuries to the months with data inside it', () => {
    const filled = fill([point('2020-06-01', 1, 1), point('2021-06-01', 1, 1)], {
      from: '1900-01',
      to: '2100-12',
    });
    expect(filled).toHaveLength(13);
    expect(filled.length).toBeLessThanOrEqual(MAX_FILLED_MONTHS);
  });

  it('keeps one point per month (the first)', () => {
    const filled = fill([point('2024-01-01', 1, 1), point('2024-01-15', 5, 5)]);
    expect(filled).toEqual([point('2024-01-01', 1, 1)]);
    expect(fillMonths([point('2024-01-01', 1, 1)], (p) => toMonthKey(p.month), {})).toEqual([
      { month: '2024-01', point: point('2024-01-01', 1, 1) },
    ]);
  });
});

describe('yearStartTicks', () => {
  it('labels year starts on long series, fewer of them on very long ones', () => {
    expect(yearStartTicks(monthsBetween('2018-03', '2026-12'))).toEqual([
      '2019-01',
      '2020-01',
      '2021-01',
      '2022-01',
      '2023-01',
      '2024-01',
      '2025-01',
      '2026-01',
    ]);
    expect(yearStartTicks(monthsBetween('2000-01', '2019-12'))).toEqual([
      '2000-01',
      '2005-01',
      '2010-01',
      '2015-01',
    ]);
    expect(yearStartTicks(monthsBetween('2011-06', '2026-12'))).toEqual([
      '2012-01',
      '2014-01',
      '2016-01',
      '2018-01',
      '2020-01',
      '2022-01',
      '2024-01',
      '2026-01',
    ]);
    expect(yearStartTicks(monthsBetween('2024-01', '2025-06'))).toBeUndefined();
  });
});
