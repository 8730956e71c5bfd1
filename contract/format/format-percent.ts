import { percentText, roundedToTenth, signedPercentText } from './percent-text.ts';

/*
 * Percentages as both tiers show them: one decimal, a sign where the figure is a change, a true
 * minus sign and "—" for a missing value. Rates and ratios are in percentage points.
 */

/**
 * A change in percentage points as a signed percentage with one decimal: 7.2 → "+7.2%",
 * -0.04 → "0.0%", -12 → "−12.0%" (a true minus sign, which lines up with the plus sign).
 */
export function formatPercentChange(points: number | undefined | null): string {
  if (points === undefined || points === null || !Number.isFinite(points)) return '—';
  return signedPercentText(points).replace('-', '−');
}

/** A level in percentage points (a ratio, not a change), one decimal: 65 → "65.0%". */
export function formatPercent(points: number | undefined | null): string {
  if (points === undefined || points === null || !Number.isFinite(points)) return '—';
  return percentText(points).replace('-', '−');
}

/** Whether a change (as displayed, rounded to 0.1) is an increase, a decrease or none. */
export type ChangeTone = 'increase' | 'decrease' | 'none';

export function changeTone(points: number | undefined | null): ChangeTone {
  if (points === undefined || points === null || !Number.isFinite(points)) return 'none';
  const rounded = roundedToTenth(points);
  if (rounded > 0) return 'increase';
  if (rounded < 0) return 'decrease';
  return 'none';
}
