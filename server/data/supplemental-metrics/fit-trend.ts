import { changeIn, type Series } from './trend-table.ts';

/**
 * The annual trend (%) an exponential least-squares fit gives over `points` yearly levels ending
 * in `endYear` (the level of each year built from the series' yearly changes), as rate filings
 * fit their trends to the experience period.
 */
export function fittedTrend(series: Series, endYear: number, points: number): number {
  const first = endYear - points + 1;
  const mid = (points - 1) / 2;
  let level = 0;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < points; i++) {
    if (i > 0) level += Math.log(1 + changeIn(series, first + i) / 100);
    const x = i - mid;
    sxy += x * level;
    sxx += x * x;
  }
  return (Math.exp(sxy / sxx) - 1) * 100;
}

/** A yearly change this far from the long-run one is a shock the selection sets aside (2020). */
const SHOCK = 15;

/**
 * The prospective trend (%) an actuary selects after an experience period ending in `endYear`:
 * half the long-run change (the table's years before 2019) and half the last two years, with a
 * shock year such as 2020's frequency drop replaced by the long-run change.
 */
export function selectedProspectiveTrend(series: Series, endYear: number): number {
  const longRun = series[0] ?? 0;
  let recent = 0;
  for (const year of [endYear - 1, endYear]) {
    const change = changeIn(series, year);
    recent += Math.abs(change - longRun) > SHOCK ? longRun : change;
  }
  return 0.5 * longRun + 0.25 * recent;
}
