import { type PartialDate, partialDateToIso } from './date-range-value.ts';

/** A named date range; years and quarters stay partial dates so the URL reads `{"year":2024}`. */
export type DateRangePreset = { label: string; start: PartialDate; end: PartialDate };

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

function quarter(year: number, q: number): DateRangePreset {
  return {
    label: `Q${q} ${year}`,
    start: { year, month: q * 3 - 2 },
    end: { year, month: q * 3 },
  };
}

function dayOf(date: Date): PartialDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * The presets offered next to the calendar, as of `today`: this year, last year, year to date,
 * the last 12 months, then the quarters of this year begun so far and of last year.
 */
export function dateRangePresets(today: Date): DateRangePreset[] {
  const year = today.getFullYear();
  const currentQuarter = Math.floor(today.getMonth() / 3) + 1;
  const yearAgo = new Date(year - 1, today.getMonth(), today.getDate() + 1);
  return [
    { label: 'This year', start: { year }, end: { year } },
    { label: 'Last year', start: { year: year - 1 }, end: { year: year - 1 } },
    { label: 'Year to date', start: { year }, end: dayOf(today) },
    { label: 'Last 12 months', start: dayOf(yearAgo), end: dayOf(today) },
    ...[4, 3, 2, 1].filter((q) => q <= currentQuarter).map((q) => quarter(year, q)),
    ...[4, 3, 2, 1].map((q) => quarter(year - 1, q)),
  ];
}

function validDay(year: number, month: number, day: number): boolean {
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
  );
}

/** One typed end of a range: a year, a quarter, a month or a day, in the common spellings. */
export function parseTypedDate(text: string): { start: PartialDate; end: PartialDate } | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let m = /^(\d{4})$/.exec(t);
  if (m) return { start: { year: Number(m[1]) }, end: { year: Number(m[1]) } };
  m = /^q([1-4])[ -/]?(\d{4})$/.exec(t) ?? /^(\d{4})[ -/]?q([1-4])$/.exec(t);
  if (m) {
    const [year, q] = t.startsWith('q') ? [m[2], m[1]] : [m[1], m[2]];
    const { start, end } = quarter(Number(year), Number(q));
    return { start, end };
  }
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) {
    const date = { year: Number(m[1]), month: Number(m[2]) };
    return { start: date, end: date };
  }
  m = /^([a-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  const monthIndex = m ? MONTHS.indexOf(m[1] as (typeof MONTHS)[number]) : -1;
  if (m && monthIndex >= 0) {
    const date = { year: Number(m[2]), month: monthIndex + 1 };
    return { start: date, end: date };
  }
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const us = m ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const named = m || us ? null : /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t);
  const parts = m
    ? [Number(m[1]), Number(m[2]), Number(m[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : named && MONTHS.indexOf(named[1] as (typeof MONTHS)[number]) >= 0
        ? [
            Number(named[3]),
            MONTHS.indexOf(named[1] as (typeof MONTHS)[number]) + 1,
            Number(named[2]),
          ]
        : undefined;
  if (!parts) return undefined;
  const [year = 0, month = 0, day = 0] = parts;
  if (year < 1900 || !validDay(year, month, day)) return undefined;
  const date = { year, month, day };
  return { start: date, end: date };
}

/**
 * A typed range: one period ("2024", "Q1 2024", "2024-03", "Mar 2024", "2024-03-15") or two
 * joined by "to", "–", "—" or " - " ("2024-01-01 to 2024-06-30", "Q1 2023 – Q2 2024").
 * Undefined when either end cannot be read or the range runs backwards.
 */
export function parseTypedRange(
  text: string,
): { start: PartialDate; end: PartialDate } | undefined {
  const sides = text.split(/\s+(?:to|until|-|–|—)\s+|\s*[–—]\s*|\.\./i);
  if (sides.length > 2 || sides.some((side) => side.trim() === '')) return undefined;
  const first = parseTypedDate(sides[0] ?? '');
  const last = sides.length === 2 ? parseTypedDate(sides[1] ?? '') : first;
  if (!first || !last) return undefined;
  const from = partialDateToIso(first.start, 'start') ?? '';
  const to = partialDateToIso(last.end, 'end') ?? '';
  if (from > to) return undefined;
  return { start: first.start, end: last.end };
}
