/** Milliseconds: two decimals under 10 ms, one under 1,000, none above. */
export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (abs < 10) return value.toFixed(2);
  if (abs < 1_000) return value.toFixed(1);
  return Math.round(value).toLocaleString('en-US');
}

/** Bytes as kB (1,000 bytes), one decimal; MB above 10,000 kB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 10_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000).toFixed(1)} kB`;
}

/** A whole number with thousands separators. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
