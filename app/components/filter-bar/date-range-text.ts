import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { isoToPartialDate, type PartialDate, partialDateToIso } from './date-range-value.ts';

const sameDate = (a: PartialDate, b: PartialDate) =>
  a?.year === b?.year && a?.month === b?.month && a?.day === b?.day;

function fullDate(date: PartialDate, edge: 'start' | 'end'): string {
  const parts = isoToPartialDate(partialDateToIso(date, edge));
  return parts?.year && parts.month && parts.day
    ? formatCalendarDate({ year: parts.year, month: parts.month, day: parts.day })
    : '…';
}

/**
 * A date range as the filter shows it: a whole year "2024", a quarter "Q1 2024", a month
 * "Mar 2024", otherwise both ends "Jan 1, 2024 – Jun 30, 2024" (an open end "… – Jun 30, 2024").
 */
export function formatDateRange(start: PartialDate, end: PartialDate): string {
  if (!start?.year && !end?.year) return '';
  if (start?.year && sameDate(start, end) && !start.day)
    return formatCalendarDate({ year: start.year, month: start.month ?? 0, day: 0 });
  if (
    start?.year &&
    end?.year === start.year &&
    !start.day &&
    !end.day &&
    start.month &&
    end.month === start.month + 2 &&
    start.month % 3 === 1
  ) {
    return `Q${(start.month + 2) / 3} ${start.year}`;
  }
  const from = start?.year ? fullDate(start, 'start') : '…';
  const to = end?.year ? fullDate(end, 'end') : '…';
  return `${from} – ${to}`;
}
