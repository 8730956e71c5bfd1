const FULL = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
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

/** Dollars, compact with one decimal: 200_500_000 → "$200.5M", -1_250 → "−$1.3K", 12 → "$12". */
export function formatMoneyCompact(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  const text = compactMagnitude(Math.abs(dollars));
  return dollars < 0 && text !== '$0' ? `−${text}` : text;
}

/** A change in dollars, compact and always signed: 1_200_000 → "+$1.2M", 0 → "$0". */
export function formatMoneyChangeCompact(dollars: number | undefined | null): string {
  const text = formatMoneyCompact(dollars);
  if (isMissing(dollars) || text === '$0' || text.startsWith('−')) return text;
  return `+${text}`;
}

/** Dollars in full, whole dollars: 200_500_000 → "$200,500,000", -12.4 → "−$12". */
export function formatMoneyFull(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  return FULL.format(Math.round(dollars) || 0).replace('-', '−');
}

/** Dollars with cents (per-policyholder amounts): 41.5 → "$41.50". */
export function formatMoneyCents(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  return CENTS.format(dollars).replace('-', '−');
}

/** A per-policyholder change with cents, always signed: 41.5 → "+$41.50". */
export function formatMoneyChangeCents(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  const rounded = Math.round(dollars * 100) / 100;
  if (rounded === 0) return '$0.00';
  return rounded > 0 ? `+${CENTS.format(rounded)}` : CENTS.format(rounded).replace('-', '−');
}

/** A change in whole dollars, always signed: 436.72 → "+$437", -12.4 → "−$12", 0 → "$0". */
export function formatMoneyChangeFull(dollars: number | undefined | null): string {
  if (isMissing(dollars)) return '—';
  const rounded = Math.round(dollars);
  if (rounded === 0) return '$0';
  return rounded > 0 ? `+${FULL.format(rounded)}` : FULL.format(rounded).replace('-', '−');
}
