import type { DateFilter } from './intent.ts';
import type { Meaning, Token } from './meaning.ts';

/**
 * Reading periods from a question's placed phrases: dates, months, quarters, halves and years,
 * ranges between them, rolling windows ("last 18 months") and open ends ("since", "before").
 * The cursor walks the interpreter's tokens (interpret-tokens.ts).
 */

const pad = (n: number): string => String(n).padStart(2, '0');
const day = (y: number, m: number, d = 1): string => `${y}-${pad(m)}-${pad(d)}`;
const nextMonth = (y: number, m: number): string => (m === 12 ? day(y + 1, 1) : day(y, m + 1));
const yearMonth = (date: string): [number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
];
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A stretch of calendar time, `to` exclusive; or months of any year when no year is named. */
export type Period = { from: string; to: string } | { fromMonth: number; toMonth: number };

export type Cursor = { tokens: Token[]; i: number };
export const at = (c: Cursor, offset = 0): Meaning | undefined => c.tokens[c.i + offset]?.meaning;
function yearAhead(c: Cursor, from: number): number | undefined {
  for (let j = from; j < c.tokens.length; j++) {
    const m = c.tokens[j]?.meaning;
    if (m?.kind === 'year') return m.year;
  }
  for (let j = c.i - 1; j >= 0; j--) {
    const m = c.tokens[j]?.meaning;
    if (m?.kind === 'year') return m.year;
  }
  return undefined;
}

/**
 * Reads a period at the cursor: a date, "March 2024", "January 1, 2025", "1 January 2025",
 * "Q3 2024", "2024 Q3", "2024", or a month alone (its year from the sentence, else any year).
 * Leaves the cursor on the period's last token.
 */
/**
 * The year of the latest start of a month ("since April", "last April"): this year once the month
 * has begun, else last year. Read from today's date when the question is asked.
 */
function latestYearOf(month: number, today = new Date()): number {
  const year = today.getUTCFullYear();
  return month <= today.getUTCMonth() + 1 ? year : year - 1;
}

export function readPeriod(c: Cursor, latest = false): Period | undefined {
  const m = at(c);
  if (!m) return undefined;
  if (m.kind === 'date') return { from: m.date, to: nextDay(m.date) };
  if (m.kind === 'number' && at(c, 1)?.kind === 'month' && m.value >= 1 && m.value <= 31) {
    c.i++;
    // "15 June 2025", "3 March 2022": the month's period narrowed to that day.
    const period = readPeriod(c);
    if (period && 'from' in period && nextMonth(...yearMonth(period.from)) === period.to) {
      const from = `${period.from.slice(0, 8)}${pad(m.value)}`;
      return { from, to: nextDay(from) };
    }
    return period;
  }
  if (m.kind === 'month') {
    const next = at(c, 1);
    let dayOfMonth: number | undefined;
    if (next?.kind === 'number' && Number.isInteger(next.value) && next.value >= 1) {
      if (next.value <= 31) {
        dayOfMonth = next.value;
        c.i++;
      }
    }
    const afterDay = at(c, 1);
    let year: number | undefined;
    if (afterDay?.kind === 'year') {
      year = afterDay.year;
      c.i++;
    } else year = yearAhead(c, c.i + 1) ?? (latest ? latestYearOf(m.month) : undefined);
    if (year === undefined) return { fromMonth: m.month, toMonth: m.month };
    if (dayOfMonth !== undefined) {
      const from = day(year, m.month, dayOfMonth);
      return { from, to: nextDay(from) };
    }
    return { from: day(year, m.month), to: nextMonth(year, m.month) };
  }
  if (m.kind === 'half') {
    const next = at(c, 1);
    if (next?.kind !== 'year') return undefined;
    c.i++;
    return m.half === 1
      ? { from: day(next.year, 1), to: day(next.year, 7) }
      : { from: day(next.year, 7), to: day(next.year + 1, 1) };
  }
  if (m.kind === 'quarter') {
    const next = at(c, 1);
    if (next?.kind !== 'year') return undefined;
    c.i++;
    return {
      from: day(next.year, m.quarter * 3 - 2),
      to: m.quarter === 4 ? day(next.year + 1, 1) : day(next.year, m.quarter * 3 + 1),
    };
  }
  if (m.kind === 'year') {
    const next = at(c, 1);
    if (next?.kind === 'half') {
      c.i++;
      return next.half === 1
        ? { from: day(m.year, 1), to: day(m.year, 7) }
        : { from: day(m.year, 7), to: day(m.year + 1, 1) };
    }
    if (next?.kind === 'quarter') {
      c.i++;
      return {
        from: day(m.year, next.quarter * 3 - 2),
        to: next.quarter === 4 ? day(m.year + 1, 1) : day(m.year, next.quarter * 3 + 1),
      };
    }
    return { from: day(m.year, 1), to: day(m.year + 1, 1) };
  }
  return undefined;
}

export const isPeriodStart = (m: Meaning | undefined, next?: Meaning): boolean =>
  m?.kind === 'date' ||
  m?.kind === 'month' ||
  m?.kind === 'year' ||
  ((m?.kind === 'quarter' || m?.kind === 'half') && next?.kind === 'year') ||
  (m?.kind === 'number' && next?.kind === 'month');

/** "last 18 months", "past 2 years", "last 90 days", "previous 6 weeks", "last month". */
export function readRolling(c: Cursor): DateFilter | undefined {
  let j = 1;
  let amount = 1;
  const number = at(c, 1);
  if (number?.kind === 'number') {
    amount = number.value;
    j = 2;
  }
  const span = at(c, j);
  let filter: DateFilter | undefined;
  if (span?.kind === 'dimension' && span.dimension === 'month')
    filter = { kind: 'relative', months: amount };
  else if (span?.kind === 'dimension' && span.dimension === 'year')
    filter = { kind: 'relative', months: amount * 12 };
  else if (span?.kind === 'dimension' && span.dimension === 'quarter')
    filter = { kind: 'relative', months: amount * 3 };
  else if (span?.kind === 'weeks') filter = { kind: 'relative', days: amount * 7 };
  else if (span?.kind === 'unit' && span.unit === 'days')
    filter = { kind: 'relative', days: amount };
  if (filter) c.i += j;
  return filter;
}

export function pushPeriod(
  dates: DateFilter[],
  period: Period,
  bound: 'in' | 'since' | 'after' | 'before' | 'until',
): void {
  if ('fromMonth' in period) {
    if (bound === 'in')
      dates.push({ kind: 'month-of-year', from: period.fromMonth, to: period.toMonth });
    else if (bound === 'since' || bound === 'after')
      dates.push({
        kind: 'month-of-year',
        from: bound === 'since' ? period.fromMonth : period.toMonth + 1,
        to: 12,
      });
    else
      dates.push({
        kind: 'month-of-year',
        from: 1,
        to: bound === 'before' ? period.fromMonth - 1 : period.toMonth,
      });
    return;
  }
  if (bound === 'in') dates.push({ kind: 'range', from: period.from, to: period.to });
  else if (bound === 'since') dates.push({ kind: 'range', from: period.from });
  else if (bound === 'after') dates.push({ kind: 'range', from: period.to });
  else if (bound === 'before') dates.push({ kind: 'range', to: period.from });
  else dates.push({ kind: 'range', to: period.to });
}
