import { percentText, signedPercentText } from '#contract/format/percent-text.ts';

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'auto',
});
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const RELATIVITY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** A change in percentage points: 7.2 → "+7.2%". */
export function formatChange(points: number | null | undefined): string {
  return points === null || points === undefined ? 'n/a' : signedPercentText(points);
}

/** A level in percentage points: 65 → "65.0%". */
export function formatLevel(points: number | null | undefined): string {
  return points === null || points === undefined ? 'n/a' : percentText(points);
}

/** US dollars, whole: 720000 → "$720,000". */
export function formatDollars(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : MONEY.format(Math.round(value));
}

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : INTEGER.format(value);
}

export function formatRelativity(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : RELATIVITY.format(value);
}

/** Rounds to `digits` decimals (figures stored in reports). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
