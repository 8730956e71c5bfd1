import type { LineGroup } from './expense-provisions.ts';

/**
 * Yearly changes (%) in claim frequency and severity by coverage class, calendar years 2010-2026,
 * and in average premium at current rate level by line. A filing's historic trend is fitted to
 * the years of its experience period, so its trends move with the year it is filed.
 *
 * Sources (figures rounded, stylised where a source gives a range):
 * - Auto frequency, 2020: IIHS/HLDI (collision and property damage liability claim frequency fell
 *   about 20-30% in 2020 with miles driven; partial rebound in 2021) and ISO Fast Track
 *   Monitoring System (Verisk) for bodily injury, property damage, PIP and uninsured motorist.
 * - Auto severity, 2021-2023: CCC Intelligent Solutions, Crash Course (repair cost per claim up
 *   about 10-15% a year with parts and labour; used-car prices lifting total-loss values) and
 *   ISO Fast Track (bodily injury severity up about 8-12% a year, against about 5% before 2020).
 * - Homeowners severity: Verisk 360Value / Xactware construction cost index (reconstruction
 *   costs up about 10-15% a year in 2021-2022, slowing in 2023); severe convective storm losses
 *   (record 2023) for wind/hail frequency.
 * - Workers' compensation: NCCI State of the Line (lost-time claim frequency down about 3-5% a
 *   year for decades, about 7% in 2020; indemnity and medical severity up about 2-4% a year),
 *   payroll growth for the premium trend.
 * - Commercial auto and umbrella: social inflation (large verdicts) in liability severity,
 *   as the Insurance Information Institute and the rating bureaus report it.
 */
export type TrendClass =
  | 'auto bodily injury'
  | 'auto property damage'
  | 'auto liability'
  | 'auto medical / pip'
  | 'auto uninsured motorist'
  | 'auto collision'
  | 'auto comprehensive'
  | 'home non-catastrophe'
  | 'home wind/hail'
  | 'home catastrophe'
  | 'home contents'
  | 'home liability'
  | 'umbrella'
  | 'commercial auto liability'
  | 'commercial auto physical damage'
  | 'wc indemnity'
  | 'wc medical';

export const FIRST_TREND_YEAR = 2010;
export const LAST_TREND_YEAR = 2026;

/** A yearly series: `before` for 2010-2018, then the changes of 2019 to 2026. */
export type Series = readonly number[];
function yearly(
  before: number,
  from2019: readonly [number, number, number, number, number, number, number, number],
): Series {
  return [...Array.from({ length: 2019 - FIRST_TREND_YEAR }, () => before), ...from2019];
}

export type ClassTrends = { frequency: Series; severity: Series };

//                                         2019  2020  2021  2022  2023  2024  2025  2026
export const TREND_TABLE: Readonly<Record<TrendClass, ClassTrends>> = {
  'auto bodily injury': {
    frequency: yearly(0.5, [0.3, -24, 14, 3, -1, -1.5, -1, -1]),
    severity: yearly(5, [5.5, 11, 10, 12, 11, 8, 6, 5]),
  },
  'auto property damage': {
    frequency: yearly(0.2, [0, -27, 16, 4, 0, -1, -1, -1]),
    severity: yearly(3.5, [4, 8, 14, 14, 9, 5, 4, 3.5]),
  },
  'auto liability': {
    frequency: yearly(0.3, [0.2, -24, 14, 3, -0.5, -1, -1, -1]),
    severity: yearly(4.5, [5, 9, 11, 13, 10, 7, 5, 4.5]),
  },
  'auto medical / pip': {
    frequency: yearly(0, [-0.5, -22, 12, 2, -1, -1, -1, -1]),
    severity: yearly(4, [4, 6, 7, 7, 6, 5, 4.5, 4]),
  },
  'auto uninsured motorist': {
    frequency: yearly(1, [1, -20, 12, 3, 0, 0, 0, 0]),
    severity: yearly(5, [5.5, 10, 10, 11, 10, 7, 5.5, 5]),
  },
  'auto collision': {
    frequency: yearly(-0.5, [-0.5, -26, 15, 5, 1, -1, -1, -1]),
    severity: yearly(3.5, [3.5, 10, 15, 15, 11, 5, 3.5, 3]),
  },
  'auto comprehensive': {
    frequency: yearly(1, [1, -10, 6, 5, 6, 1, 0, 0]),
    severity: yearly(3, [3, 9, 16, 13, 9, 4, 3, 3]),
  },
  'home non-catastrophe': {
    frequency: yearly(-1.5, [-1.5, -2, 0, -1, -1, -1.5, -1.5, -1.5]),
    severity: yearly(4, [4.5, 5.5, 11, 13, 9, 5, 4, 4]),
  },
  'home wind/hail': {
    frequency: yearly(1.5, [2, 3, 4, 2, 8, 3, 1.5, 1.5]),
    severity: yearly(5, [5, 6, 12, 14, 10, 6, 5, 5]),
  },
  'home catastrophe': {
    frequency: yearly(0, [0, 0, 0, 0, 0, 0, 0, 0]),
    severity: yearly(3.5, [3.5, 4.5, 12, 11, 5, 3.5, 3.5, 3.5]),
  },
  'home contents': {
    frequency: yearly(-3, [-3, -4, -2, -2, -2.5, -2.5, -2.5, -2.5]),
    severity: yearly(3, [3, 3.5, 7, 8, 6, 4, 3, 3]),
  },
  'home liability': {
    frequency: yearly(-1, [-1, -3, 0, -0.5, -1, -1, -1, -1]),
    severity: yearly(5, [5, 5, 6, 8, 9, 8, 7, 6]),
  },
  umbrella: {
    frequency: yearly(0.5, [0.5, -8, 4, 1, 0.5, 0.5, 0.5, 0.5]),
    severity: yearly(7, [7.5, 6, 9, 11, 12, 10, 8, 7]),
  },
  'commercial auto liability': {
    frequency: yearly(1, [1, -15, 8, 2, 0.5, 0, 0, 0]),
    severity: yearly(7, [8, 9, 10, 11, 11, 10, 8, 7]),
  },
  'commercial auto physical damage': {
    frequency: yearly(0, [0, -15, 8, 3, 0, -0.5, -0.5, -0.5]),
    severity: yearly(4, [4, 8, 12, 13, 9, 5, 4, 3.5]),
  },
  'wc indemnity': {
    frequency: yearly(-4, [-4, -7, -3, -3.5, -4, -4, -4, -3.5]),
    severity: yearly(2.5, [3, 2, 3, 4, 4.5, 4, 3.5, 3]),
  },
  'wc medical': {
    frequency: yearly(-3.5, [-3.5, -7, -3, -3.5, -3.5, -3.5, -3.5, -3]),
    severity: yearly(3, [3, 2, 2.5, 3, 3.5, 3.5, 3, 3]),
  },
};

/**
 * Yearly change (%) in average premium at current rate level (mix of limits, vehicles and
 * amounts of insurance; payroll for workers' compensation), by line group.
 */
export const PREMIUM_TRENDS: Readonly<Record<LineGroup, Series>> = {
  'personal auto': yearly(1.5, [1.5, 1, 2.5, 3.5, 3.5, 2.5, 2, 2]),
  homeowners: yearly(3, [3.5, 4, 7, 8.5, 7, 5, 4, 3.5]),
  'dwelling fire': yearly(2.5, [3, 3.5, 6, 7.5, 6, 4.5, 3.5, 3]),
  umbrella: yearly(0.5, [0.5, 0.5, 1, 1, 1, 1, 1, 1]),
  'commercial auto': yearly(2, [2, 1, 3, 4, 4, 3.5, 3, 2.5]),
  'workers compensation': yearly(3, [3.5, -2, 5, 6, 4.5, 3.5, 3, 3]),
};

/** The change of a series in a year (the first or last year's outside the table). */
export function changeIn(series: Series, year: number): number {
  const index = Math.min(Math.max(year, FIRST_TREND_YEAR), LAST_TREND_YEAR) - FIRST_TREND_YEAR;
  return series[index] ?? 0;
}
