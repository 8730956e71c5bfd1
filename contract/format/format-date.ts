/**
 * Dates as both tiers show them to people: "May 13, 2022" ("Mar 2024" for a month, "2024" for a
 * year), a date and time as "May 13, 2022, 2:03 PM". ISO dates ("2022-05-13") are for CSV
 * exports, URLs and inputs only: `formatIsoDate` writes them, `formatIsoAsCalendarDate` reads
 * one back for display.
 */

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

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;

/**
 * An ISO date (or its start: "2024-03-05T10:00:00Z", "2024-03", "2024") for reading:
 * "Mar 5, 2024", "Mar 2024", "2024"; "—" when empty or not a date.
 */
export function formatIsoAsCalendarDate(iso: string | undefined | null): string {
  const m = ISO_DATE.exec(iso?.trim() ?? '');
  if (!m) return '—';
  return formatCalendarDate({
    year: Number(m[1]),
    month: Number(m[2] ?? 0),
    day: Number(m[3] ?? 0),
  });
}

const DATE_TIME = {
  local: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  utc: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }),
};

/**
 * A moment for reading: "May 13, 2022, 2:03 PM" in the reader's time zone, or with `utc`
 * "May 13, 2022, 2:03 PM UTC" (documents read anywhere); "—" for an invalid date. Plain spaces
 * only (ICU's narrow no-break space before "PM" would not survive a PDF's standard fonts).
 */
export function formatDateTime(moment: Date | number, options: { utc?: boolean } = {}): string {
  const date = typeof moment === 'number' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return '—';
  const text = DATE_TIME[options.utc ? 'utc' : 'local']
    .format(date)
    .replace(/[\u00a0\u202f]/g, ' ');
  return options.utc ? `${text} UTC` : text;
}

/** Whole days between two calendar dates (b − a), or undefined when either is incomplete. */
export function daysBetween(a: CalendarDate | undefined, b: CalendarDate | undefined) {
  const start = formatIsoDate(a);
  const end = formatIsoDate(b);
  if (!start || !end) return undefined;
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}
