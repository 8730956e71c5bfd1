/** A calendar date as the api sends it: parts may be 0 when unknown. */
export type CalendarDate = { year: number; month: number; day: number };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date for reading: {2024, 3, 5} → "Mar 5, 2024"; a date with only a year and month
 * → "Mar 2024"; no date (or year 0) → "—".
 */
export function formatCalendarDate(date: CalendarDate | undefined | null): string {
  if (!date?.year) return '—';
  const month = date.month >= 1 && date.month <= 12 ? MONTHS[date.month - 1] : undefined;
  if (!month) return String(date.year);
  if (!date.day) return `${month} ${date.year}`;
  return `${month} ${date.day}, ${date.year}`;
}

/** A calendar date as ISO 8601 ("2024-03-05"), or "" when it has no full date. */
export function formatIsoDate(date: CalendarDate | undefined | null): string {
  if (!date?.year || !date.month || !date.day) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** Whole days between two calendar dates (b − a), or undefined when either is incomplete. */
export function daysBetween(a: CalendarDate | undefined, b: CalendarDate | undefined) {
  const start = formatIsoDate(a);
  const end = formatIsoDate(b);
  if (!start || !end) return undefined;
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}
