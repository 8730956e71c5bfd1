/** Text formats used in descriptions, objection letters and PDF pages (ASCII only). */
export function formatPercent(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined) return 'n/a';
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(digits)}%`;
}

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'n/a';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.round(Math.abs(value)).toLocaleString('en-US')}`;
}

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : Math.round(value).toLocaleString('en-US');
}

/** A lower-case, punctuation-free product name for grouping ("Signature Auto (2024)" -> "signature auto"). */
export function cleanProductName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
