import type { Condition, Intent } from './intent.ts';
import type { Meaning, Token, ValueDimension } from './meaning.ts';
import { groupIsSubject } from './question-shape.ts';

/**
 * Checks of a reading against the question (issue 22, eighth pass), each small and named, each
 * blind to how the interpreter reached its intent: the numbers of the question must be a limit, a
 * threshold or part of a date; a negation must leave a negated filter in the reading; the values
 * left out must be ones a negation reaches; the conditions must be able to hold together. What
 * fails is named in the answer's warning (parse-question.ts).
 */

/** The conditions of a reading, those of its share's numerator included. */
export function allConditions(intent: Intent): Condition[] {
  return [...intent.conditions, ...(intent.share?.conditions ?? [])];
}

const dayOf = (date: string): number => Number(date.slice(8, 10));
const dayBefore = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** Whole months from one first-of-month to another ("2024-01-01" to "2024-07-01": 6), else -1. */
const monthsBetween = (from: string, to: string): number => {
  if (dayOf(from) !== 1 || dayOf(to) !== 1) return -1;
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return months(to) - months(from);
};

/**
 * Whether a number of the question is in the reading: the limit, a threshold (as written, negated
 * for a decrease, as a fraction, or in days for weeks), or part of a period (a rolling window in
 * months, quarters or years; a day of the month at either end of a range).
 */
export function numberInReading(intent: Intent, value: number): boolean {
  if (intent.limit === value) return true;
  const forms = [value, -value, value * 7, value / 100, -value / 100];
  if (allConditions(intent).some((c) => forms.some((f) => Math.abs(c.value - f) < 1e-9)))
    return true;
  return intent.dates.some((d) => {
    if (d.kind === 'relative')
      return (
        [value, value * 3, value * 12].includes(d.months ?? -1) ||
        [value, value * 7].includes(d.days ?? -1)
      );
    if (d.kind === 'range') {
      // "from 15 January to 31 March": the days are the range's first and last; "the first six
      // months of 2024", "the last two quarters": the range spans that many months or quarters.
      const days = [d.from && dayOf(d.from), d.to && dayOf(dayBefore(d.to))];
      // "after 1 July 2025" starts on the 2nd; "before the 15th of March" ends on the 15th.
      if (d.from && !d.to) days.push(dayOf(dayBefore(d.from)));
      if (d.to && !d.from) days.push(dayOf(d.to));
      const span = d.from && d.to ? monthsBetween(d.from, d.to) : -1;
      return Number.isInteger(value) && (days.includes(value) || [value, value * 3].includes(span));
    }
    return false;
  });
}

/** The numbers of the question (digits or words) that the reading does not use, as written. */
export function numbersNotInReading(tokens: Token[], intent: Intent): string[] {
  return tokens
    .filter((t) => t.meaning.kind === 'number' && !numberInReading(intent, t.meaning.value))
    .map((t) => t.text);
}

/** SQL that leaves something out: `<>`, `not in`, `not exists`, a count of none, a false flag. */
export function sqlNegates(sql: string): boolean {
  return /<>|\bnot in\b|\bnot exists\b|=\s*0\b(?!\.)|=\s*'false'|\bis null\b/i.test(sql);
}

const SKIPPED = new Set<Meaning['kind']>(['stop', 'copula']);
/** Negations that say none at all: "no", "never", "without", "zero". */
export const ABSENCE = /^(no|never|none|none of|without|w\/o|lacking|lacked|lacks)$/;

function valueLeftOut(intent: Intent, dimension: ValueDimension, value: string): boolean {
  if (intent.exclusions.get(dimension)?.includes(value)) return true;
  // "carriers with no withdrawals": the groups whose count of those filings is none.
  return allConditions(intent).some(
    (c) =>
      c.op === '=' &&
      c.value === 0 &&
      (c.measure?.filters?.get(dimension)?.includes(value) ?? false),
  );
}

/**
 * The negation words ("not", "never", "excluding", "without", ...) that leave no trace in the
 * reading. A negation before a value must leave that value out; before a comparison, a sign or a
 * figure, it must have become a condition (an inverted one shows no "not" in the SQL); anywhere
 * else, the SQL must leave something out. "never took effect" is the flag of rates not in effect.
 */
export function negationsNotInReading(tokens: Token[], intent: Intent, sql: string): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'not') return;
    let k = i + 1;
    while (k < tokens.length && SKIPPED.has(tokens[k]?.meaning.kind ?? 'stop')) k++;
    let next = tokens[k];
    // "excluding carrier Sentinel", "not in the state of Texas": the value after its dimension.
    if (next?.meaning.kind === 'dimension' && tokens[k + 1]?.meaning.kind === 'value')
      next = tokens[k + 1];
    const m = next?.meaning;
    let reflected: boolean;
    if (intent.without) {
      // "filings with no base rates" (seventeenth pass): `not exists` a row of the table.
      reflected = sqlNegates(sql);
    } else if (m?.kind === 'value') {
      reflected =
        valueLeftOut(intent, m.dimension, m.value) ||
        // "not rate increases" read by a sign, "non-rate filings": a value read otherwise.
        (m.dimension === 'took_effect' && intent.filters.get('took_effect')?.includes('false')) ||
        false;
    } else if (m?.kind === 'date-field' && /effect/.test(next?.text ?? '')) {
      reflected = intent.filters.get('took_effect')?.includes('false') ?? false;
    } else if (
      m?.kind === 'comparison' ||
      m?.kind === 'sign' ||
      m?.kind === 'number' ||
      m?.kind === 'metric' ||
      m?.kind === 'unit'
    ) {
      reflected = allConditions(intent).length > 0 || sqlNegates(sql);
      // "carriers with no rate decreases", "lines where no filing exceeded 20%": groups with none
      // of those filings, which a condition on the filings (one row per group) does not say.
      if (ABSENCE.test(token.text) && groupIsSubject(tokens) && intent.groupBy.length > 0)
        reflected = intent.conditions.some(
          (c) => c.measure !== undefined && (c.op === '=' || c.op === '<=') && c.value === 0,
        );
    } else {
      // "reviewers never assigned a filing": none of them, a count equal to 0.
      reflected = sqlNegates(sql) || intent.conditions.some((c) => c.op === '=' && c.value === 0);
    }
    if (!reflected) out.push(token.text);
  });
  return out;
}

/** Prepositions that end a negation's reach: "not approved in Texas" does not leave Texas out. */
const SCOPE_BREAKS = /^(in|for|from|on|at|during|by|with|within|across|among|under)$/;
/** Words that join values under one negation: "not CA or TX", "neither X nor Y". */
const JOINS = /^(or|and|nor|,|&)$/;

/**
 * The tokens a negation reaches: the run of values right after it (past a preposition or a
 * dimension naming them: "not in Texas", "excluding the state of Ohio"), joined by "or", "and",
 * "nor". A preposition after the first value ends the run.
 */
export function negatedTokens(tokens: Token[]): Set<Token> {
  const reached = new Set<Token>();
  tokens.forEach((token, i) => {
    // "all filings but the withdrawn ones": "but" is read as "except" (interpret-tokens.ts).
    const but = token.meaning.kind === 'stop' && token.text === 'but';
    if (token.meaning.kind !== 'not' && !but) return;
    let seenValue = false;
    for (let k = i + 1; k < tokens.length; k++) {
      const t = tokens[k];
      if (!t) break;
      const m = t.meaning;
      if (m.kind === 'value') {
        // "non-PPA auto filings": a value of another dimension right after the one left out
        // names what it is left out of, not a second value left out (ninth pass).
        const before = tokens[k - 1]?.meaning;
        if (seenValue && before?.kind === 'value' && before.dimension !== m.dimension) break;
        reached.add(t);
        seenValue = true;
        continue;
      }
      if (m.kind === 'stop' || (m.kind === 'range' && m.word === 'and')) {
        if (seenValue && SCOPE_BREAKS.test(t.text)) break;
        if (seenValue && !JOINS.test(t.text) && !/^(the|a|an|of|any)$/.test(t.text)) break;
        continue;
      }
      if (m.kind === 'copula' || m.kind === 'not') continue;
      if (m.kind === 'dimension' && !seenValue) continue;
      // "excluding filings from Ohio", "not rate increases": the figure or noun, then the value.
      if (m.kind === 'metric' && !seenValue) continue;
      if (m.kind === 'comparison' && !seenValue) continue;
      break;
    }
  });
  return reached;
}

/**
 * Values the reading leaves out that no negation of the question reaches ("filings that weren't
 * approved in Texas" must not leave Texas out), as written.
 */
export function exclusionsOutsideNegation(tokens: Token[], intent: Intent): string[] {
  const reached = negatedTokens(tokens);
  const out: string[] = [];
  for (const token of tokens) {
    const m = token.meaning;
    if (m.kind !== 'value') continue;
    if (!intent.exclusions.get(m.dimension)?.includes(m.value)) continue;
    // The same value named twice ("not CA ... CA filings"): one reached occurrence is enough.
    const reachedSame = [...reached].some(
      (t) => t.meaning.kind === 'value' && t.meaning.value === m.value,
    );
    if (!reached.has(token) && !reachedSame) out.push(token.text);
  }
  return out;
}

/**
 * "filings that are not rate increases", "without a rate decrease": read with the filings of no
 * rate change (0%, which many form and rule filings have), where the other side alone ("rate
 * decreases") competes. Returns the sign words so read.
 */
export function negatedSignsWithZero(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'not') return;
    let k = i + 1;
    while (k < tokens.length && SKIPPED.has(tokens[k]?.meaning.kind ?? 'stop')) k++;
    const sign = tokens[k];
    if (sign?.meaning.kind !== 'sign') return;
    const zero = allConditions(intent).some(
      (c) => c.metric === 'rate_impact' && c.value === 0 && (c.op === '<=' || c.op === '>='),
    );
    if (zero) out.push(sign.text);
  });
  return out;
}

/** Verbs that make a reviewer the writer of objection letters. */
const WRITING = /^(wrote|write|writes|written|writing|issued|issue|issues|sent|send|sends)$/;
const ASSIGNED = /^(reviewed|review|reviews|reviewing|assigned|handled|worked|examined)$/;

/**
 * "how many objection letters did rate analysts write", "which title wrote the most letters": the
 * letters a reviewer wrote, where the reading totals the letters of the filings such reviewers
 * were assigned to (each filing once per assignment). Returns the verb when that happens.
 */
export function lettersNotByWriter(tokens: Token[], intent: Intent): string[] {
  if (intent.letters) return [];
  const totalsLetters = [
    ...intent.measures,
    ...intent.conditions.flatMap((c) => (c.measure ? [c.measure] : [])),
  ].some((m) => m.metric === 'objection_count' && m.aggregate === 'sum');
  const byReviewer =
    intent.groupBy.some((d) => d === 'reviewer' || d === 'reviewer_title' || d === 'role') ||
    ['reviewer', 'reviewer_title', 'role'].some((d) => intent.filters.has(d as ValueDimension));
  if (!totalsLetters || !byReviewer) return [];
  const writing = tokens.filter((t) => WRITING.test(t.text)).map((t) => t.text);
  if (writing.length > 0) return writing;
  // "the title with the most objections", no verb said: a row per reviewer or title totals the
  // letters of the filings they were assigned to, though the letters they wrote may be meant. A
  // verb of reviewing ("on the filings they reviewed") names the reading given.
  if (tokens.some((t) => ASSIGNED.test(t.text))) return [];
  const perReviewer = intent.groupBy.some((d) => d === 'reviewer' || d === 'reviewer_title');
  return perReviewer ? ['wrote'] : [];
}

/** Words that ask for one row per value of the dimension after them. */
const EVERY_GROUP = /^(per|each|every|for each|in each|for every)$/;

/**
 * "the top carrier in each state", "highest average rate impact per line": a ranking asked for
 * within each group, which the reading cannot give (its limit cuts the groups' rows overall). A
 * grouping word before a grouped dimension, with a limit, returns the phrase ("each state").
 */
export function limitAcrossGroups(tokens: Token[], intent: Intent): string[] {
  if (intent.limit === undefined || intent.groupBy.length === 0) return [];
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.meaning.kind !== 'stop' || !EVERY_GROUP.test(t.text)) return;
    let k = i + 1;
    while (tokens[k]?.meaning.kind === 'stop' && /^(the|of)$/.test(tokens[k]?.text ?? '')) k++;
    const next = tokens[k];
    if (next?.meaning.kind !== 'dimension') return;
    if (intent.groupBy.includes(next.meaning.dimension)) out.push(`${t.text} ${next.text}`);
  });
  // A grouping phrase that says it in one word ("per year", "each year").
  for (const t of tokens)
    if (
      t.meaning.kind === 'dimension' &&
      /^(per|each|every) /.test(t.text) &&
      intent.groupBy.includes(t.meaning.dimension)
    )
      out.push(t.text);
  return out;
}

/**
 * Row conditions on one figure that no filing can meet together ("rate impact < 0" and "> 3"):
 * the reading contradicts itself, so some word was read the wrong way. Returns the figures.
 */
export function contradictoryConditions(intent: Intent): string[] {
  const out: string[] = [];
  for (const list of [intent.conditions, intent.share?.conditions ?? []]) {
    const byMetric = new Map<string, Condition[]>();
    for (const c of list) {
      if (c.measure || c.against) continue;
      byMetric.set(c.metric, [...(byMetric.get(c.metric) ?? []), c]);
    }
    for (const [metric, conditions] of byMetric) {
      let low = Number.NEGATIVE_INFINITY;
      let lowStrict = false;
      let high = Number.POSITIVE_INFINITY;
      let highStrict = false;
      for (const c of conditions) {
        if (c.op === '>' || c.op === '>=' || c.op === '=') {
          if (c.value > low || (c.value === low && c.op === '>')) {
            low = c.value;
            lowStrict = c.op === '>';
          }
        }
        if (c.op === '<' || c.op === '<=' || c.op === '=') {
          if (c.value < high || (c.value === high && c.op === '<')) {
            high = c.value;
            highStrict = c.op === '<';
          }
        }
      }
      if (low > high || (low === high && (lowStrict || highStrict)))
        out.push(metric.replaceAll('_', ' '));
    }
  }
  return out;
}

/**
 * Words whose loss changes which rows are counted or how: negations, comparisons and thresholds,
 * numbers, superlatives, "per", "each", "share", "distinct", periods, and the nouns of the views
 * other than filings. An unused one of these caps the confidence below 0.5; another unused word
 * only adds a note.
 */
const MEANING_CHANGING = new RegExp(
  [
    // negation
    "not|no|never|none|nor|neither|but|or|without|w/o|excluding|exclude|except|except for|other than|non|isn't|aren't|wasn't|weren't|but not|apart from|aside from|besides|minus|outside|lacking",
    // comparison and threshold
    'over|under|above|below|beyond|at least|at most|more|less|more than|less than|fewer|fewer than|greater|greater than|higher|lower|than|exceed\\w*|within|or more|or less|up to',
    // superlatives and order
    'top|bottom|highest|lowest|most|least|largest|smallest|biggest|first|last|latest|earliest|single|both|either|only',
    // shares, groupings, distinct counts
    'per|each|every|by|share|percent|percentage|proportion|ratio|distinct|unique|different|often|frequently|commonly',
    // periods
    'jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|q[1-4]|quarter|half|h[12]|ytd|year|month|week',
    // the views' nouns
    'objections?|objection letters?|letters?|factors?|rating factors?|reviewers?|levels?|base rates?|relativit\\w*|coverages?|indications?|titles?|roles?|rounds?',
  ].join('|'),
);

export function changesMeaning(word: string): boolean {
  const w = word.toLowerCase();
  if (/\d/.test(w)) return true;
  return w
    .split(/\s+|\s*\.\.\.\s*/)
    .some((part) => new RegExp(`^(${MEANING_CHANGING.source})$`).test(part));
}

/**
 * "who reviewed the Texas filings": "who" asks for a filer or a reviewer, which a plain list of
 * filings does not name (ninth pass). The word, when the reading groups by nothing and has no
 * figure; otherwise nothing.
 */
export function whoNotAnswered(tokens: Token[], intent: Intent): string[] {
  const who = tokens.find((t) => t.meaning.kind === 'which' && t.text === 'who');
  if (!who || intent.groupBy.length > 0 || intent.measures.length > 0) return [];
  return [who.text];
}
