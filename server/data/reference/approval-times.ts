import type { LineKind } from './lines-of-business.ts';
import type { ReviewRegime } from './review-regimes.ts';

/**
 * Median days from submission to disposition, by state, line and year of submission, with a
 * lognormal spread. Published figures (DATASET-FACTS "Days to approval" and "Review regimes and
 * times"): Texas and New York by line for 2023 and the year to late 2025; California all lines
 * 398 days (2022) and 272 (Q1 2025), homeowners about 293; Maryland 25, 99 and 185 days
 * (2023, 2024, Q1 2025); Colorado auto about 367 (mid 2025); fast auto states WI 7, NM 9, SD 10,
 * MA 12, AL 17, NC 23, NV 29, PA 36, WA 49 (average 155). Elsewhere by regime: prior approval
 * about two months, file and use about a month, use and file two weeks (filings are reviewed
 * after use), flex rating as file and use within the band.
 */
export type ApprovalTimeModel = { median: number; sigma: number; max: number };

const TX_NY: Record<string, Record<LineKind, [number, number]>> = {
  TX: { auto: [67, 71], home: [70, 159], other: [39, 57] },
  NY: { auto: [90, 157], home: [62, 233], other: [58, 120] },
};

const FAST_AUTO: Record<string, number> = {
  WI: 7,
  NM: 9,
  SD: 10,
  MA: 12,
  AL: 17,
  NC: 23,
  NV: 29,
  PA: 36,
  WA: 49,
};

const CA_BY_YEAR: Record<number, number> = {
  2017: 140,
  2018: 150,
  2019: 165,
  2020: 190,
  2021: 260,
  2022: 398,
  2023: 330,
  2024: 300,
  2025: 272,
  2026: 265,
};
const MD_BY_YEAR: Record<number, number> = { 2023: 25, 2024: 99, 2025: 185, 2026: 185 };

const BY_REGIME: Record<ReviewRegime, number> = {
  'prior approval': 62,
  'file and use': 27,
  'use and file': 14,
  flex: 27,
};

const clampYear = (year: number, table: Record<number, number>): number => {
  const years = Object.keys(table).map(Number);
  const y = Math.min(Math.max(...years), Math.max(Math.min(...years), year));
  return table[y] ?? 0;
};

export function approvalTimeModel(
  state: string,
  kind: LineKind,
  year: number,
  regime: ReviewRegime,
): ApprovalTimeModel {
  const pair = TX_NY[state]?.[kind];
  if (pair) {
    const t = Math.min(1, Math.max(0, (year - 2023) / 2));
    const early = year < 2023 ? pair[0] * (0.8 + 0.05 * (year - 2018)) : pair[0];
    return { median: early + (pair[1] - pair[0]) * t, sigma: 0.55, max: 540 };
  }
  if (state === 'CA')
    return {
      median: clampYear(year, CA_BY_YEAR) * (kind === 'home' ? 1.08 : 1),
      sigma: 0.45,
      max: 900,
    };
  if (state === 'MD')
    return { median: year < 2023 ? 70 : clampYear(year, MD_BY_YEAR), sigma: 0.55, max: 540 };
  if (state === 'CO' && kind === 'auto')
    return { median: year >= 2025 ? 367 : year >= 2023 ? 120 : 40, sigma: 0.5, max: 720 };
  if (state === 'NJ') return { median: 85, sigma: 0.55, max: 540 };
  if (state === 'WA') return { median: 49, sigma: 1.15, max: 745 };
  const fast = FAST_AUTO[state];
  if (fast !== undefined && kind === 'auto') return { median: fast, sigma: 0.6, max: 365 };
  const base = BY_REGIME[regime] * (kind === 'home' ? 1.2 : 1);
  return {
    median: fast !== undefined ? Math.max(fast * 1.4 + 5, base * 0.6) : base,
    sigma: 0.65,
    max: 400,
  };
}
