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
