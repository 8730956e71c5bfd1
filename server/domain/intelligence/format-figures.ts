const PERCENT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const LEVEL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
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

const clean = (n: number) => (Object.is(Math.round(n * 10) / 10, -0) ? 0 : n);

/** A change in percentage points: 7.2 → "+7.2%". */
export function formatChange(points: number | null | undefined): string {
  return points === null || points === undefined ? 'n/a' : `${PERCENT.format(clean(points))}%`;
}

/** A level in percentage points: 65 → "65.0%". */
export function formatLevel(points: number | null | undefined): string {
  return points === null || points === undefined ? 'n/a' : `${LEVEL.format(clean(points))}%`;
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
