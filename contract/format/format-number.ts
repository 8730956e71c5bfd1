/**
 * Counts, factors and days as both tiers show them: thousands separators, a true minus sign
 * and "—" for a missing value.
 */
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** A whole number with thousands separators: 12345.4 → "12,345". */
export function formatInteger(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  return INTEGER.format(Math.round(value) || 0).replace('-', '−');
}

/** A factor such as a rating relativity: 1.05 → "1.05", 0.9375 → "0.938". */
export function formatDecimal(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  return DECIMAL.format(value).replace('-', '−');
}

const RELATIVITY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** A rating relativity as rate manuals print it, three decimals: 1 → "1.000", 0.9375 → "0.938". */
export function formatRelativity(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  return RELATIVITY.format(value).replace('-', '−');
}

/**
 * Days as a whole number with a unit: 12.4 → "12 d", 0 → "0 d" (a chart axis starts there);
 * "—" when no filing was decided (`decided` false) or the value is missing.
 */
export function formatDays(days: number | undefined | null, decided = true): string {
  if (!decided || days === undefined || days === null || !Number.isFinite(days)) return '—';
  return `${formatInteger(days)} d`;
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const SMALL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * For a chart axis of any figure: compact from a thousand up, two decimals at most below it:
 * 46_235_418_337 → "46.2B", 1_250 → "1.3K", −12.345 → "−12.35".
 */
export function formatNumberCompact(value: number | undefined | null): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  const text = Math.abs(value) >= 1000 ? COMPACT.format(value) : SMALL.format(value);
  return text.replace('-', '−');
}
