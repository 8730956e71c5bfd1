import { periodsThatCannotHold } from './attachment-checks.ts';
import { isDecidedStatus } from './date-basis.ts';
import { dateText } from './describe-intent.ts';
import type { DateFilter, Intent } from './intent.ts';
import type { DateField, Token } from './meaning.ts';
import { type Cursor, isPeriodStart, type Period, readPeriod } from './read-periods.ts';

/**
 * Checks of a reading's dates against the periods the question names (issue 22, twelfth pass),
 * judged by the days the SQL keeps, not by the rules that wrote it. The reading's date filters are
 * evaluated day by day; each period the question names ("in March 2024", "before 2021", "since Q3
 * 2023", "other than 2024") is read again from the question on its own, with the bound the word
 * before it gives, and the days the reading keeps must lie inside it (outside it when negated).
 * A reading whose dates no day can meet, a period said of another date than the one filtered, and
 * a part of a period the reading cannot say ("the fall of 2023") are named too.
 */

/** The days scanned: wider than any filing's dates, so an open bound is seen as open. */
const FIRST_DAY = Date.UTC(1990, 0, 1);
const LAST_DAY = Date.UTC(2045, 11, 31);
const DAY_MS = 86_400_000;

let scanned: string[] | undefined;
/** Every day from 1990 to 2045, as written ("2024-03-01"); built once. */
function scanDays(): string[] {
  if (!scanned) {
    scanned = [];
    for (let t = FIRST_DAY; t <= LAST_DAY; t += DAY_MS)
      scanned.push(new Date(t).toISOString().slice(0, 10));
  }
  return scanned;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const minusMonths = (today: string, months: number): string => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return isoDay(d);
};
const minusDays = (today: string, days: number): string =>
  isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS));

/**
 * Whether a date filter keeps a day, as build-intent-sql.ts writes it (a window or "this year"
 * counted from `today`); the filter's bounds are worked out once, then each day is a comparison.
 */
export function filterKeeps(filter: DateFilter, today: string): (day: string) => boolean {
  switch (filter.kind) {
    case 'range': {
      const { from, to } = filter;
      return (day) => (from === undefined || day >= from) && (to === undefined || day < to);
    }
    case 'relative': {
      const start =
        filter.days !== undefined
          ? minusDays(today, filter.days)
          : minusMonths(today, filter.months ?? 12);
      return (day) => day >= start;
    }
    case 'quarter-of-year':
      return (day) => Math.ceil(Number(day.slice(5, 7)) / 3) === filter.quarter;
    case 'years':
      return (day) => filter.years.includes(Number(day.slice(0, 4)));
    case 'weekday':
      return (day) => filter.days.includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    case 'month-day':
      return (day) => Number(day.slice(8, 10)) === filter.day;
    case 'month-of-year':
      return (day) => {
        const month = Number(day.slice(5, 7));
        return month >= filter.from && month <= filter.to;
      };
    case 'to-date': {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const start = filter.unit === 'year' ? `${year}-01-01` : `${today.slice(0, 7)}-01`;
      const end = filter.through
        ? minusDays(today, -1)
        : filter.unit === 'year'
          ? `${year + 1}-01-01`
          : isoDay(new Date(Date.UTC(year, month, 1)));
      return (day) => day >= start && day < end;
    }
  }
}

/** The days a reading's date filters keep, of the days scanned. */
function daysKept(intent: Intent, today: string): string[] {
  const keeps = intent.dates.map((f) => filterKeeps(f, today));
  return scanDays().filter((day) => keeps.every((k) => k(day)));
}

/**
 * The date filters of a reading when no day meets them all ("the last week of March 2024" read as
 * the last 7 days and March 2024; "Q2 of any year" and July to September 2024), described; an empty
 * list when some day does, or when there is one filter or none.
 */
export function datesThatCannotHold(intent: Intent, today = isoDay(new Date())): string[] {
  // Two ranges apart are named by periodsThatCannotHold (attachment-checks.ts).
  if (intent.dates.length < 2 || periodsThatCannotHold(intent).length > 0) return [];
  if (daysKept(intent, today).length > 0) return [];
  return intent.dates.map((f) => dateText(f, intent.dateField));
}

type Bound = 'in' | 'since' | 'after' | 'before' | 'until';

/** A period the question names, with its bound, whether a negation reaches it, and its date. */
export type NamedPeriod = {
  text: string;
  /** The days named: the period itself, or one side of it for "since", "before", ... */
  keeps: (day: string) => boolean;
  negated: boolean;
  /** A part of it is named before "of" ("the first two months of 2024", "the last week of"). */
  partial: boolean;
  bound: Bound;
  /** The date the words before it name ("submitted in", "approved in"); undefined for none. */
  field?: DateField;
  /** Joined to the period before it by "or" (or "and" between two plain periods): either may hold. */
  orPrevious: boolean;
};

const inPeriod = (period: Period, day: string): boolean => {
  if ('from' in period) return day >= period.from && day < period.to;
  const month = Number(day.slice(5, 7));
  return month >= period.fromMonth && month <= period.toMonth;
};

function boundKeeps(period: Period, bound: Bound): (day: string) => boolean {
  // A month of no year is only read with "in" (namedPeriods).
  if (!('from' in period)) return (day) => inPeriod(period, day);
  switch (bound) {
    case 'in':
      return (day) => inPeriod(period, day);
    case 'since':
      return (day) => day >= period.from;
    case 'after':
      return (day) => day >= period.to;
    case 'before':
      return (day) => day < period.from;
    case 'until':
      return (day) => day < period.to;
  }
}

/** Words between a negation and its period: "excluding those effective in 2023", "other than in". */
const NEGATION_REACH =
  /^(in|during|the|those|ones|of|from|for|at|on|dated|that|which|were|was|are|is)$/;
/** Words that join two periods as alternatives or as the two sides compared. */
const ALTERNATIVE = /^(or|and|&|,|vs|versus|than|against|compared|compare|nor|with)$/;

/** The date the words right before a period name: a date word, or a decided status ("approved in"). */
function fieldBefore(tokens: Token[], start: number): DateField | undefined {
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const m = tokens[k]?.meaning;
    if (!m) break;
    if (m.kind === 'date-field') return m.field;
    if (m.kind === 'value' && m.dimension === 'disposition_status')
      return isDecidedStatus(m.value) ? 'disposition_date' : undefined;
    if (m.kind === 'stop' || m.kind === 'range' || m.kind === 'copula') continue;
    break;
  }
  return undefined;
}

/**
 * The periods a question names, read from its words alone: "in 2024", "March 2024", "Q3 2023",
 * "since 2022", "before February 2022", "between April and June 2023", "2021 to 2023", "other than
 * 2024". Rolling windows ("last 18 months") and "this year" are not read here.
 */
export function namedPeriods(words: Token[]): NamedPeriod[] {
  // "march of 2019", "the second quarter of 2024": the year belongs to the period before "of".
  const tokens = words.filter(
    (t, k) =>
      !(
        t.text === 'of' &&
        t.meaning.kind === 'stop' &&
        ['month', 'quarter', 'half'].includes(words[k - 1]?.meaning.kind ?? '') &&
        words[k + 1]?.meaning.kind === 'year'
      ),
  );
  const out: NamedPeriod[] = [];
  let i = 0;
  let previousEnd = -1;
  while (i < tokens.length) {
    const m = tokens[i]?.meaning;
    if (!isPeriodStart(m, tokens[i + 1]?.meaning)) {
      i++;
      continue;
    }
    const start = i;
    const c: Cursor = { tokens, i };
    const period = readPeriod(c);
    if (!period) {
      i++;
      continue;
    }
    let end = c.i;
    // The bound: the range word before the period, past filler and a day ("since the start of",
    // "since the first of September").
    let bound: Bound = 'in';
    let between = false;
    for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
      const b = tokens[k]?.meaning;
      if (b?.kind === 'range') {
        if (b.word === 'between') between = true;
        // "in or after September 2023": from its start on.
        else if (b.word === 'later') bound = 'since';
        else if (b.word !== 'and') bound = b.word;
        break;
      }
      if (b?.kind !== 'stop' && b?.kind !== 'number' && b?.kind !== 'order') break;
    }
    // "since January 1" with no year is read from today's date (read-periods.ts), not judged here.
    if (!('from' in period) && bound !== 'in') {
      previousEnd = end;
      i = end + 1;
      continue;
    }
    let keeps = boundKeeps(period, bound);
    let text = tokens
      .slice(start, end + 1)
      .map((t) => t.text)
      .join(' ');
    // "between April and June 2024", "2021 to 2023", "Jan - Mar 2024": one stretch of time.
    const joiner = tokens[end + 1];
    const spans =
      joiner?.meaning.kind === 'range' &&
      (joiner.meaning.word === 'until' ||
        (joiner.meaning.word === 'and' && (between || !/^(and|&)$/.test(joiner.text))));
    // "from March '21 to the end of June '22": filler between the joiner and the second period.
    let second = end + 2;
    while (second < end + 5 && tokens[second]?.meaning.kind === 'stop') second++;
    if (
      bound === 'in' &&
      spans &&
      isPeriodStart(tokens[second]?.meaning, tokens[second + 1]?.meaning)
    ) {
      const last: Cursor = { tokens, i: second };
      const closing = readPeriod(last);
      if (closing && 'from' in period && 'from' in closing) {
        const { from } = period;
        const { to } = closing;
        keeps = (day) => day >= from && day < to;
      } else if (closing && 'fromMonth' in period && 'fromMonth' in closing) {
        // "between Jan 1 and Mar 31": months of any year.
        const stretch = { fromMonth: period.fromMonth, toMonth: closing.toMonth };
        keeps = (day) => inPeriod(stretch, day);
      }
      if (closing) {
        end = last.i;
        text = tokens
          .slice(start, end + 1)
          .map((t) => t.text)
          .join(' ');
      }
    } else if (bound === 'in') {
      const after = tokens[end + 1]?.meaning;
      // "2022 onwards"; "from 2022 on", "between 2020 and now": from its start on.
      if ((after?.kind === 'range' && after.word === 'later') || (between && 'from' in period))
        keeps = boundKeeps(period, 'since');
    }
    // A negation reaching the period: "excluding those effective in 2023", "not in 2024".
    let negated = false;
    for (let k = start - 1; k >= 0 && k >= start - 5; k--) {
      const t = tokens[k];
      if (!t) break;
      if (t.meaning.kind === 'not') {
        negated = true;
        break;
      }
      const skippable =
        t.meaning.kind === 'date-field' ||
        t.meaning.kind === 'range' ||
        t.meaning.kind === 'copula' ||
        (t.meaning.kind === 'metric' && t.meaning.metric === 'filings') ||
        NEGATION_REACH.test(t.text);
      if (!skippable) break;
    }
    const gap = tokens.slice(previousEnd + 1, start);
    const orPrevious =
      previousEnd >= 0 &&
      gap.length <= 3 &&
      // "in 2021, 2022 or 2023": the comma is no token, so a list leaves no gap.
      gap.every(
        (t) =>
          t.meaning.kind === 'stop' ||
          t.meaning.kind === 'range' ||
          t.meaning.kind === 'compare' ||
          t.meaning.kind === 'copula',
      ) &&
      (gap.length === 0 || gap.some((t) => ALTERNATIVE.test(t.text))) &&
      // "since 2022 and before 2024" is one stretch; "2023 and 2024", "before 2021 or after 2024" either.
      (gap.some((t) => /^(or|nor)$/.test(t.text)) ||
        (bound === 'in' && out.at(-1)?.bound === 'in'));
    const unit = tokens[start - 1]?.text === 'of' ? tokens[start - 2]?.meaning : undefined;
    const partial =
      unit !== undefined &&
      (unit.kind === 'weeks' ||
        (unit.kind === 'unit' && unit.unit === 'days') ||
        (unit.kind === 'dimension' && ['month', 'quarter', 'year'].includes(unit.dimension)));
    out.push({
      text,
      keeps,
      negated,
      partial,
      bound,
      field: fieldBefore(tokens, start),
      orPrevious,
    });
    previousEnd = end;
    i = end + 1;
  }
  return out;
}

/** Named periods taken together: alternatives joined by "or" form one group, which keeps a day either keeps. */
type PeriodGroup = { text: string; keeps: (day: string) => boolean; partial: boolean };

/**
 * The periods a question names on the reading's date (or on none), in groups: "2023 or 2024",
 * "before 2021 or after 2024" are one group each; a negated period keeps the days outside it.
 */
function periodGroups(tokens: Token[], intent: Intent): PeriodGroup[] {
  const named = namedPeriods(tokens).filter(
    (p) => p.field === undefined || p.field === intent.dateField,
  );
  const groups: NamedPeriod[][] = [];
  for (const p of named) {
    const last = groups.at(-1);
    if (p.orPrevious && last && !p.negated && !last.some((x) => x.negated)) last.push(p);
    else groups.push([p]);
  }
  return groups.map((group) => {
    const negated = group.some((p) => p.negated);
    const either = (day: string) => group.some((p) => p.keeps(day));
    return {
      text: group.map((p) => (p.negated ? `not ${p.text}` : p.text)).join(' or '),
      keeps: negated ? (day: string) => !either(day) : either,
      partial: group.some((p) => p.partial),
    };
  });
}

/**
 * The periods the question names that the reading's dates do not keep to, as written: a day the
 * reading keeps lies outside the period ("before 2021 or after 2024" read as 2024; "in 2023" read
 * as 2021 on), or inside a period the question leaves out ("excluding those effective in 2023"
 * kept 2023). A period said of another date than the one the reading filters is returned by
 * `periodsOnAnotherDate`, not here.
 */
export function periodsNotKept(
  tokens: Token[],
  intent: Intent,
  today = isoDay(new Date()),
): string[] {
  const groups = periodGroups(tokens, intent);
  if (groups.length === 0) return [];
  const days = daysKept(intent, today);
  return groups.filter((g) => days.some((day) => !g.keeps(day))).map((g) => g.text);
}

/**
 * The periods the question names when the reading keeps fewer days than they name together: "in
 * or after September 2023" read as September 2023, "2022 to 2024" read as 2022. Periods joined by
 * "or" count as one; one said of another date than the reading's is left to
 * `periodsOnAnotherDate`. Quiet when the reading has no date filter (the unused period is named
 * by the word coverage) or the question names no period.
 */
export function periodsNarrowed(
  tokens: Token[],
  intent: Intent,
  today = isoDay(new Date()),
): string[] {
  if (intent.dates.length === 0) return [];
  // "the first two months of 2024" names less than 2024; a period not kept is named already.
  const groups = periodGroups(tokens, intent).filter((g) => !g.partial);
  if (groups.length === 0 || periodsNotKept(tokens, intent, today).length > 0) return [];
  const keeps = intent.dates.map((f) => filterKeeps(f, today));
  const named = (day: string) => groups.every((g) => g.keeps(day));
  const lost = scanDays().some((day) => named(day) && !keeps.every((k) => k(day)));
  return lost ? [groups.map((g) => g.text).join(', ')] : [];
}

export const FIELD_NAME: Record<DateField, string> = {
  submitted_date: 'submission',
  effective_date_new: 'effective',
  disposition_date: 'decision',
  objection_date: "letters'",
};

/**
 * Periods said of one date ("filed in 2023", "approved in Q2") while the reading filters another
 * (the effective date): the reading has one date basis, so such a period is not honoured. Returns
 * "<period> (<date> date)" for each.
 */
export function periodsOnAnotherDate(tokens: Token[], intent: Intent): string[] {
  if (intent.dates.length === 0) return [];
  return namedPeriods(tokens)
    .filter((p) => p.field !== undefined && p.field !== intent.dateField)
    .map((p) => `${p.text} (${FIELD_NAME[p.field ?? 'effective_date_new']} date)`);
}

/** Words that name a part of a period, which the reading's whole period does not say. */
const PART_OF_PERIOD =
  /^(end|beginning|start|middle|mid|close|turn|fall|autumn|spring|summer|winter|early|late|day|week|weeks|weekend|holidays?|fiscal|fy)$/;

/**
 * A part of a named period that the reading cannot say: "the fall of 2023", "late 2024", "the end
 * of 2023", "the final week of May 2023" read as the whole period. `sequence` is the question's
 * words in order, placed or not (an unplaced word is a string): a word of that kind, or a span of
 * weeks, right before the period (past "of", "the", "in"), unless a range word before it makes it
 * where a range begins or ends ("since the start of 2024").
 */
export function partsOfPeriods(sequence: (Token | string)[]): string[] {
  const out: string[] = [];
  const text = (w: Token | string | undefined) => (typeof w === 'string' ? w : (w?.text ?? ''));
  sequence.forEach((word, i) => {
    if (typeof word === 'string') return;
    const next = sequence[i + 1];
    if (!isPeriodStart(word.meaning, typeof next === 'string' ? undefined : next?.meaning)) return;
    let k = i - 1;
    const filler = (w: Token | string | undefined) =>
      typeof w !== 'string' && w?.meaning.kind === 'stop' && /^(of|the|in)$/.test(w.text);
    while (k >= 0 && filler(sequence[k])) k--;
    const before = sequence[k];
    if (before === undefined) return;
    const part =
      typeof before === 'string'
        ? PART_OF_PERIOD.test(before)
        : before.meaning.kind === 'weeks' ||
          (before.meaning.kind === 'unit' && before.meaning.unit === 'days') ||
          ((before.meaning.kind === 'stop' || before.meaning.kind === 'sign') &&
            PART_OF_PERIOD.test(before.text));
    if (!part) return;
    // "since the start of 2024", "to the end of June": where a range begins or ends.
    const opener = sequence
      .slice(Math.max(0, k - 2), k)
      .some((w) => typeof w !== 'string' && w.meaning.kind === 'range');
    if (opener) return;
    out.push(`${text(before)} ${word.text}`);
  });
  // "the 2nd half of last year": a half with no year beside it names part of a window or of any
  // year, which no date filter says.
  sequence.forEach((word, i) => {
    if (typeof word === 'string' || word.meaning.kind !== 'half') return;
    // "2022 second half": the year before it.
    const previous = sequence[i - 1];
    if (typeof previous !== 'string' && previous?.meaning.kind === 'year') return;
    let k = i + 1;
    const filler = (w: Token | string | undefined) =>
      typeof w !== 'string' && w?.meaning.kind === 'stop' && /^(of|the)$/.test(w.text);
    while (filler(sequence[k])) k++;
    const next = sequence[k];
    if (typeof next !== 'string' && next?.meaning.kind === 'year') return;
    out.push(word.text);
  });
  return out;
}

/** Words that set two things side by side ("2023 vs 2024", "the first half with the second"). */
const SIDE_BY_SIDE = /^(compare|compared|comparing|comparison|vs|versus|against|than)$/;

const BUCKET: Partial<Record<string, (day: string) => string>> = {
  year: (day) => day.slice(0, 4),
  quarter: (day) => `${day.slice(0, 4)}Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`,
  month: (day) => day.slice(0, 7),
};

/**
 * Periods set side by side ("compare the first half of 2024 with the second half", "Q1 vs Q2")
 * that the reading's rows do not keep apart: no time grouping, or one whose buckets (years,
 * quarters, months) hold days of both periods, so each row pools them. Returns the periods.
 */
export function comparedPeriodsPooled(tokens: Token[], intent: Intent): string[] {
  if (!tokens.some((t) => SIDE_BY_SIDE.test(t.text))) return [];
  const periods = namedPeriods(tokens).filter((p) => p.bound === 'in' && !p.negated);
  if (periods.length < 2) return [];
  const days = scanDays();
  const buckets = intent.groupBy.flatMap((d) => BUCKET[d] ?? []);
  const rowsOf = (p: NamedPeriod) =>
    new Set(days.filter((day) => p.keeps(day)).map((day) => buckets.map((b) => b(day)).join('|')));
  const rows = periods.map(rowsOf);
  for (const [i, a] of rows.entries())
    for (const b of rows.slice(i + 1))
      if ([...a].some((row) => b.has(row))) return periods.map((p) => p.text);
  return [];
}
