/** A calendar month as "YYYY-MM". */
export type MonthKey = string;

/** The months a monthly series should cover; an open end falls back to the data's own. */
export type MonthBounds = { from?: MonthKey; to?: MonthKey };

/**
 * The most months a filled series may hold (20 years). A wider range (say a filter from 1900)
 * is narrowed to the months the data covers inside it, so a chart never draws centuries of zeros.
 */
export const MAX_FILLED_MONTHS = 240;

const MONTH_KEY = /^(\d{4})-(\d{2})/;

export function monthKey(year: number, month: number): MonthKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month of "YYYY-MM" or "YYYY-MM-DD"; undefined for anything else. */
export function toMonthKey(value: string): MonthKey | undefined {
  const match = MONTH_KEY.exec(value);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : undefined;
}

function monthIndex(key: MonthKey): number {
  const [year, month] = key.split('-').map(Number);
  return (year ?? 0) * 12 + (month ?? 1) - 1;
}

function keyOfIndex(index: number): MonthKey {
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** Every month from `from` to `to`, both included; empty when `from` is after `to`. */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const first = monthIndex(from);
  const last = monthIndex(to);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => keyOfIndex(first + i));
}

/** One month of a filled series: its point, or undefined for a month without one. */
export type FilledMonth<P> = { month: MonthKey; point: P | undefined };

/**
 * Every month of a monthly series' range, oldest first, each with its point or none (the caller
 * decides what an empty month shows: zero for a count, a gap (null) for an average). The range
 * is `bounds` where given, else the first and last month with a point; no points at all give an
 * empty series (the chart's "no data" state), and a range wider than MAX_FILLED_MONTHS is
 * narrowed to the months with points inside it. Points outside the range are left out; of two
 * points in one month the first is kept.
 */
export function fillMonths<P>(
  points: readonly P[],
  monthOf: (point: P) => MonthKey | undefined,
  bounds: MonthBounds,
): FilledMonth<P>[] {
  const byMonth = new Map<MonthKey, P>();
  for (const point of points) {
    const key = monthOf(point);
    if (key !== undefined && !byMonth.has(key)) byMonth.set(key, point);
  }
  const known = [...byMonth.keys()].sort();
  const firstKnown = known[0];
  const lastKnown = known.at(-1);
  if (firstKnown === undefined || lastKnown === undefined) return [];
  let from = bounds.from ?? firstKnown;
  let to = bounds.to ?? lastKnown;
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_FILLED_MONTHS) {
    const inside = known.filter((k) => k >= from && k <= to);
    from = inside[0] ?? from;
    to = inside.at(-1) ?? from;
  }
  return monthsBetween(from, to).map((month) => ({ month, point: byMonth.get(month) }));
}

/**
 * The months to label on a time axis of `months` (oldest first): for more than two years, the
 * Januaries, every second or fifth one when there are many, so the labels fall on year starts;
 * undefined (the chart's own choice) for shorter spans.
 */
export function yearStartTicks(months: readonly MonthKey[], maxTicks = 8): MonthKey[] | undefined {
  if (months.length <= 24) return undefined;
  const januaries = months.filter((m) => m.endsWith('-01'));
  const every = [1, 2, 5, 10, 20].find((n) => Math.ceil(januaries.length / n) <= maxTicks) ?? 50;
  return januaries.filter((m) => Number(m.slice(0, 4)) % every === 0 || every === 1);
}
