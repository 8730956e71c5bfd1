import type { LineKind } from './lines-of-business.ts';

/** Median days to approval: [2023 value, value for the 12 months to late 2025]. */
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

/** Median days to approval and the lognormal spread for a state, line and submission year. */
export function approvalTimeModel(
  state: string,
  kind: LineKind,
  year: number,
): { median: number; sigma: number; max: number } {
  const pair = TX_NY[state]?.[kind];
  if (pair) {
    const t = Math.min(1, Math.max(0, (year - 2023) / 2));
    const early = year < 2023 ? pair[0] * (0.8 + 0.05 * (year - 2018)) : pair[0];
    return { median: early + (pair[1] - pair[0]) * t, sigma: 0.55, max: 540 };
  }
  if (state === 'CA') return { median: 160, sigma: 0.5, max: 720 };
  if (state === 'WA') return { median: 49, sigma: 1.15, max: 745 };
  const fast = FAST_AUTO[state];
  if (fast !== undefined)
    return { median: kind === 'auto' ? fast : fast * 1.4 + 5, sigma: 0.6, max: 365 };
  return { median: kind === 'home' ? 42 : 34, sigma: 0.65, max: 400 };
}
