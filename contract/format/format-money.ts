/**
 * Money as both tiers show it (the app's pages, the brief's Markdown and PDF): whole US dollars
 * with thousands separators ("$1,234,567", a change signed "+$437"), a true minus sign and "—"
 * for a missing value. Cents are never shown. The compact form ("$1.2M") is for chart axes only,
 * where a full figure does not fit beside the ticks.
 */
const FULL = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

function isMissing(value: number | undefined | null): value is undefined | null {
  return value === undefined || value === null || !Number.isFinite(value);
}

function compactMagnitude(absolute: number): string {
  const index = UNITS.findIndex((unit) => absolute >= unit.size);
  if (index === -1) {
    const whole = Math.round(absolute);
    // 999.6 rounds to 1000: show it as $1.0K.
    return whole >= 1000 ? '$1.0K' : `$${whole}`;
  }
  const unit = UNITS[index];
  if (!unit) return `$${Math.round(absolute)}`;
  const scaled = Math.round((absolute / unit.size) * 10) / 10;
  const larger = UNITS[index - 1];
  // 999.96K rounds to 1000.0K: show it as $1.0M instead.
  if (scaled >= 1000 && larger) return `$${(scaled / 1000).toFixed(1)}${larger.suffix}`;
  return `$${scaled.toFixed(1)}${unit.suffix}`;
}

/** Dollars in full, whole dollars: 200_500_000 → "$200,500,000", -12.4 → "−$12". */
export function formatMoneyFull(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  return FULL.format(Math.round(dollars) || 0).replace('-', '−');
}

/** A change in whole dollars, always signed: 436.72 → "+$437", -12.4 → "−$12", 0 → "$0". */
export function formatMoneyChangeFull(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  const rounded = Math.round(dollars);
  if (rounded === 0) return '$0';
  return rounded > 0 ? `+${FULL.format(rounded)}` : FULL.format(rounded).replace('-', '−');
}

/**
 * For a chart axis only: dollars compact with one decimal: 200_500_000 → "$200.5M",
 * -1_250 → "−$1.3K", 12 → "$12".
 */
export function formatMoneyCompact(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  const text = compactMagnitude(Math.abs(dollars));
  return dollars < 0 && text !== '$0' ? `−${text}` : text;
}

/** For a chart axis only: a change in dollars, compact and signed: 1_200_000 → "+$1.2M". */
export function formatMoneyChangeCompact(dollars: number | undefined | null): string {
  const text = formatMoneyCompact(dollars);
  if (isMissing(dollars) || text === '$0' || text.startsWith('−')) return text;
  return `+${text}`;
}
