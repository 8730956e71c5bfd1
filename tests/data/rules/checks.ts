import type { Row, Verdict } from './data-rule.ts';

/** A numeric column of a row, or null when it is missing or not a finite number. */
export function numberOf(row: Row | undefined, key: string): number | null {
  const value = row?.[key];
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export type Format = (n: number) => string;

export const asCount: Format = (n) => Math.round(n).toLocaleString('en-US');
export const asShare: Format = (n) => `${(n * 100).toFixed(1)}%`;
export const asPercent: Format = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(2)}%`;
export const asPoints: Format = (n) => `${n.toFixed(2)} pts`;
export const asRatio: Format = (n) => `${n.toFixed(2)}x`;
export const asDays: Format = (n) => `${n.toFixed(0)} days`;
export const asDollars: Format = (n) => `$${Math.round(n).toLocaleString('en-US')}`;
export const asNumber: Format = (n) => n.toFixed(3);

function withDetail(text: string, row: Row | undefined): string {
  const detail = row?.detail;
  return typeof detail === 'string' && detail !== '' ? `${text} (${detail})` : text;
}

const NO_DATA = 'no data';

/** `value` (a count of offending rows) must be 0, out of `total` (which must be > 0). */
export function noViolations(unit: string): (rows: Row[]) => Verdict {
  return (rows) => {
    const [row] = rows;
    const value = numberOf(row, 'value');
    const total = numberOf(row, 'total');
    const threshold = `0 ${unit} offending`;
    if (value === null || total === null || total === 0)
      return {
        pass: false,
        measured: withDetail(`${NO_DATA}: 0 ${unit} examined`, row),
        threshold,
      };
    return {
      pass: value === 0,
      measured: withDetail(`${asCount(value)} of ${asCount(total)} ${unit}`, row),
      threshold,
    };
  };
}

/** `value` (a count of offending rows) must be 0; an empty population passes (stated). */
export function noneFound(unit: string): (rows: Row[]) => Verdict {
  return (rows) => {
    const [row] = rows;
    const value = numberOf(row, 'value') ?? 0;
    const total = numberOf(row, 'total');
    const of = total === null ? '' : ` of ${asCount(total)}`;
    return {
      pass: value === 0,
      measured: withDetail(`${asCount(value)}${of} ${unit}`, row),
      threshold: `0 ${unit}`,
    };
  };
}

/** The share `ok / total` must lie in [min, max] (total > 0). */
export function shareWithin(min: number, max: number, unit: string): (rows: Row[]) => Verdict {
  return (rows) => {
    const [row] = rows;
    const ok = numberOf(row, 'ok');
    const total = numberOf(row, 'total');
    const threshold =
      max >= 1
        ? `>= ${asShare(min)}`
        : min <= 0
          ? `<= ${asShare(max)}`
          : `${asShare(min)}-${asShare(max)}`;
    if (ok === null || total === null || total === 0)
      return { pass: false, measured: withDetail(`${NO_DATA}: 0 ${unit}`, row), threshold };
    const share = ok / total;
    return {
      pass: share >= min && share <= max,
      measured: withDetail(`${asShare(share)} (${asCount(ok)} of ${asCount(total)} ${unit})`, row),
      threshold,
    };
  };
}

export function shareAtLeast(min: number, unit: string): (rows: Row[]) => Verdict {
  return shareWithin(min, 1, unit);
}

/** `value` must lie in [min, max] (either bound may be infinite). */
export function valueWithin(min: number, max: number, format: Format): (rows: Row[]) => Verdict {
  return (rows) => {
    const [row] = rows;
    const value = numberOf(row, 'value');
    const threshold = !Number.isFinite(max)
      ? `>= ${format(min)}`
      : !Number.isFinite(min)
        ? `<= ${format(max)}`
        : `${format(min)} to ${format(max)}`;
    if (value === null) return { pass: false, measured: withDetail(NO_DATA, row), threshold };
    return {
      pass: value >= min && value <= max,
      measured: withDetail(format(value), row),
      threshold,
    };
  };
}

export function valueAtLeast(min: number, format: Format): (rows: Row[]) => Verdict {
  return valueWithin(min, Number.POSITIVE_INFINITY, format);
}

export function valueAtMost(max: number, format: Format): (rows: Row[]) => Verdict {
  return valueWithin(Number.NEGATIVE_INFINITY, max, format);
}

/** Rows keyed by their `key` column, with the numeric `value` of each. */
export function valuesByKey(rows: Row[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    const value = numberOf(row, 'value');
    if (typeof row.key === 'string' && value !== null) out.set(row.key, value);
  }
  return out;
}

/** "k1 v1, k2 v2" for a measured text. */
export function describeValues(values: Map<string, number>, format: Format): string {
  if (values.size === 0) return NO_DATA;
  return [...values].map(([k, v]) => `${k} ${format(v)}`).join(', ');
}
