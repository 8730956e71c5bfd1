import { DEFAULT_DATE_FIELD, statusDateField } from './date-basis.ts';
import {
  type Condition,
  type DateFilter,
  DEFAULT_AGGREGATE,
  type Intent,
  type Measure,
  type Share,
  sameMeasure,
} from './intent.ts';
import type {
  DateField,
  Dimension,
  Meaning,
  Metric,
  Token,
  Unit,
  ValueDimension,
} from './meaning.ts';

const UNIT_METRIC: Record<Unit, Metric> = {
  '%': 'rate_impact',
  days: 'days_to_approval',
  policyholders: 'policyholders_affected',
  dollars: 'written_premium_change',
  filings: 'filings',
  objections: 'objection_count',
};

const INVERSE: Record<Condition['op'], Condition['op']> = {
  '>': '<=',
  '<': '>=',
  '>=': '<',
  '<=': '>',
  '=': '>',
};

const pad = (n: number): string => String(n).padStart(2, '0');
const day = (y: number, m: number, d = 1): string => `${y}-${pad(m)}-${pad(d)}`;
const nextMonth = (y: number, m: number): string => (m === 12 ? day(y + 1, 1) : day(y, m + 1));
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A stretch of calendar time, `to` exclusive; or months of any year when no year is named. */
type Period = { from: string; to: string } | { fromMonth: number; toMonth: number };

type Cursor = { tokens: Token[]; i: number };
const at = (c: Cursor, offset = 0): Meaning | undefined => c.tokens[c.i + offset]?.meaning;

/** What the interpreter made of the question, and the phrases it could not use. */
export type Interpreted = {
  intent: Intent;
  /** Placed phrases the intent does not use (a number with nothing to count, a stray "not"). */
  unused: string[];
  /** An aggregate ("average", "total") with no measure after it: the measure is unknown. */
  missingMeasure: boolean;
  /** Values read as examples of a grouping, not filters ("by approval type (prior approval and so on)"). */
  examples: string[];
};

const GROUPING_WORDS = /^(by|per|each|every|across|for each|for every|broken out by|split by)$/;
const TIME_ORDER_WORDS = /^(longest|slowest|shortest|fastest|quickest)$/;
const BUSY_WORDS = /^(busiest|most active|most prolific)$/;
const TIME_COMPARISON_WORDS =
  /^(longer than|slower than|shorter than|faster than|quicker than|sooner than)$/;
/** A value that qualifies a dimension rather than being one of its values: "secondary reviewer". */
const QUALIFIES: Partial<Record<ValueDimension, Dimension>> = { role: 'reviewer' };

const isPeriodMeaning = (m: Meaning | undefined): boolean =>
  m?.kind === 'date' ||
  m?.kind === 'month' ||
  m?.kind === 'year' ||
  m?.kind === 'quarter' ||
  m?.kind === 'number';

/**
 * Rewrites placed phrases whose meaning depends on their neighbours, before interpretation:
 * values given as examples of a grouping are set aside, "first five" is a limit, "disapproval
 * rate" is a share, "from 2025-01-01 on" is open-ended; and notes the dimensions written after a
 * grouping word ("by", "per", "each"), which group even when values follow.
 */
function rewrite(input: Token[]): { tokens: Token[]; examples: string[]; grouping: Set<Token> } {
  const tokens = [...input];
  const examples: string[] = [];
  const grouping = new Set<Token>();
  const isJoin = (t: Token | undefined) =>
    t !== undefined &&
    ((t.meaning.kind === 'range' && t.meaning.word === 'and') ||
      (t.meaning.kind === 'stop' && /^(or|and|,)$/.test(t.text)));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const m = t.meaning;
    if (m.kind === 'examples') {
      // Values of a dimension named before the marker are examples of it, not filters.
      const grouped = (d: string) =>
        tokens.slice(0, i).some((x) => x.meaning.kind === 'dimension' && x.meaning.dimension === d);
      const step = m.trailing ? -1 : 1;
      let j = i + step;
      const run: number[] = [];
      while (j >= 0 && j < tokens.length) {
        const x = tokens[j];
        if (x?.meaning.kind === 'value' && grouped(x.meaning.dimension)) run.push(j);
        else if (!isJoin(x)) break;
        j += step;
      }
      if (run.length > 0) {
        for (const k of run) examples.push(tokens[k]?.text ?? '');
        const drop = new Set([...run, i]);
        const lo = Math.min(...drop);
        const hi = Math.max(...drop);
        tokens.splice(lo, hi - lo + 1);
        i = lo - 1;
      } else tokens[i] = { ...t, meaning: { kind: 'stop' } };
      continue;
    }
    const next = tokens[i + 1];
    if (
      m.kind === 'number' &&
      next?.meaning.kind === 'comparison' &&
      /^(or|and) /.test(next.text)
    ) {
      // "5 or more objections": the comparison reads before its number.
      tokens[i] = next;
      tokens[i + 1] = t;
      i++;
      continue;
    }
    if (m.kind === 'stop' && t.text === 'first' && next?.meaning.kind === 'number') {
      // "first five", "the first 10": a limit.
      tokens[i] = { ...t, meaning: { kind: 'order', direction: 'desc', top: false } };
    } else if (
      m.kind === 'value' &&
      m.dimension === 'disposition_status' &&
      next?.meaning.kind === 'metric' &&
      /^(rate|ratio)$/.test(next.text) &&
      tokens[i + 2]?.meaning.kind !== 'comparison'
    ) {
      // "disapproval rate", "withdrawal rate": the share of filings with the status.
      tokens.splice(i, 2, { text: `${t.text} ${next.text}`, meaning: { kind: 'share' } }, t);
      i++;
    } else if (m.kind === 'stop' && /^(on|onward|onwards)$/.test(t.text) && i > 0) {
      // "from 2025-01-01 on": from then on.
      let j = i - 1;
      while (j > 0 && isPeriodMeaning(tokens[j]?.meaning)) j--;
      const from = tokens[j];
      if (
        j < i - 1 &&
        from?.meaning.kind === 'range' &&
        (from.text === 'from' || from.meaning.word === 'since')
      )
        tokens[i] = { ...t, meaning: { kind: 'range', word: 'later' } };
    } else if (m.kind === 'dimension') {
      let j = i - 1;
      while (j >= 0) {
        const x = tokens[j];
        if (x?.meaning.kind === 'stop' && GROUPING_WORDS.test(x.text)) {
          grouping.add(t);
          break;
        }
        const skip =
          (x?.meaning.kind === 'stop' && /^(the|of|for|and)$/.test(x.text)) ||
          (x?.meaning.kind === 'value' && QUALIFIES[x.meaning.dimension] === m.dimension);
        if (!skip) break;
        j--;
      }
    }
  }
  return { tokens, examples, grouping };
}

type Comparison = {
  op: Condition['op'];
  value: number;
  unit?: Unit;
  upper?: number;
  /** A measure named after the number ("more than 90 days to approval"). */
  metric?: Metric;
};

/** Reads "<comparison> <number> [unit]" or "between <number> [unit] and <number> [unit]". */
function readComparison(c: Cursor): Comparison | undefined {
  const op = at(c);
  if (op?.kind === 'range' && op.word === 'between') {
    const low = at(c, 1);
    let j = 2;
    if (at(c, j)?.kind === 'unit') j++;
    const and = at(c, j);
    const high = at(c, j + 1);
    if (
      low?.kind !== 'number' ||
      and?.kind !== 'range' ||
      and.word !== 'and' ||
      high?.kind !== 'number'
    )
      return undefined;
    c.i += j + 1;
    const unit = readUnit(c);
    return { op: '>=', value: low.value, upper: high.value, ...(unit ? { unit } : {}) };
  }
  const number = at(c, 1);
  if (op?.kind !== 'comparison' || number?.kind !== 'number') return undefined;
  c.i += 1;
  const unit = readUnit(c);
  const named = at(c, 1);
  if (!unit && named?.kind === 'metric' && named.metric !== 'filings') {
    c.i++;
    return { op: op.op, value: number.value, metric: named.metric };
  }
  return { op: op.op, value: number.value, ...(unit ? { unit } : {}) };
}

/** The unit after the number at the cursor, moving past it when there is one. */
function readUnit(c: Cursor): Unit | undefined {
  const after = at(c, 1);
  let unit: Unit | undefined;
  if (after?.kind === 'unit') unit = after.unit;
  if (after?.kind === 'metric') {
    if (after.metric === 'filings') unit = 'filings';
    if (after.metric === 'objection_count') unit = 'objections';
    if (after.metric === 'policyholders_affected') unit = 'policyholders';
  }
  if (unit) c.i++;
  // "more than 90 days to approval": the metric named after the unit is the unit's own.
  const next = at(c, 1);
  if (unit && next?.kind === 'metric' && next.metric === UNIT_METRIC[unit]) c.i++;
  return unit;
}

function conditionsOf(metric: Metric, cmp: Comparison, measure?: Measure): Condition[] {
  const base = measure ? { measure } : {};
  if (cmp.upper === undefined) return [{ metric, op: cmp.op, value: cmp.value, ...base }];
  return [
    { metric, op: '>=', value: Math.min(cmp.value, cmp.upper), ...base },
    { metric, op: '<=', value: Math.max(cmp.value, cmp.upper), ...base },
  ];
}

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
function readPeriod(c: Cursor): Period | undefined {
  const m = at(c);
  if (!m) return undefined;
  if (m.kind === 'date') return { from: m.date, to: nextDay(m.date) };
  if (m.kind === 'number' && at(c, 1)?.kind === 'month' && m.value >= 1 && m.value <= 31) {
    c.i++;
    const period = readPeriod(c);
    if (period && 'from' in period && at(c)?.kind !== 'month') return period;
    const month = at(c);
    if (period && 'from' in period && month?.kind === 'month') {
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
    } else year = yearAhead(c, c.i + 1);
    if (year === undefined) return { fromMonth: m.month, toMonth: m.month };
    if (dayOfMonth !== undefined) {
      const from = day(year, m.month, dayOfMonth);
      return { from, to: nextDay(from) };
    }
    return { from: day(year, m.month), to: nextMonth(year, m.month) };
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

const isPeriodStart = (m: Meaning | undefined, next?: Meaning): boolean =>
  m?.kind === 'date' ||
  m?.kind === 'month' ||
  m?.kind === 'year' ||
  (m?.kind === 'quarter' && next?.kind === 'year') ||
  (m?.kind === 'number' && next?.kind === 'month');

/** "last 18 months", "past 2 years", "last 90 days", "previous 6 weeks", "last month". */
function readRolling(c: Cursor): DateFilter | undefined {
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

function pushPeriod(
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

/** Turns placed phrases into an intent: measures, groupings, filters, dates, order and limit. */
export function interpretTokens(tokens: Token[]): Intent {
  return interpretQuestion(tokens).intent;
}

/** interpretTokens, with what it could not use. */
export function interpretQuestion(tokens: Token[]): Interpreted {
  const intent: Intent = {
    measures: [],
    groupBy: [],
    filters: new Map(),
    exclusions: new Map(),
    conditions: [],
    dates: [],
    dateField: DEFAULT_DATE_FIELD,
  };
  const unused: string[] = [];
  // A date named outright ("submitted in 2024") wins over one implied by a status ("approved in").
  let namedDateField: DateField | undefined;
  let impliedDateField: DateField | undefined;
  const isAnd = (t: Token | undefined) => t?.meaning.kind === 'range' && t.meaning.word === 'and';
  const isValue = (t: Token | undefined) => t?.meaning.kind === 'value';
  const { tokens: rewritten, examples, grouping } = rewrite(tokens);
  // "CA and TX": a list of values, not a range.
  const kept = rewritten
    .filter((t) => t.meaning.kind !== 'stop')
    .filter((t, i, all) => !(isAnd(t) && isValue(all[i - 1]) && isValue(all[i + 1])));
  // In a share, what follows "were"/"are" after the share word is the part counted.
  const shareAt = kept.findIndex((t) => t.meaning.kind === 'share');
  const copulaAt =
    shareAt < 0 ? -1 : kept.findIndex((t, i) => i > shareAt && t.meaning.kind === 'copula');
  const c: Cursor = { tokens: [], i: 0 };
  let numeratorFrom = Number.POSITIVE_INFINITY;
  kept.forEach((t, i) => {
    if (i === copulaAt) numeratorFrom = c.tokens.length;
    if (t.meaning.kind !== 'copula') c.tokens.push(t);
  });
  const share: Share | undefined =
    shareAt >= 0 ? { filters: new Map(), conditions: [] } : undefined;
  const inNumerator = () => share !== undefined && c.i >= numeratorFrom;
  let aggregate: Measure['aggregate'] | undefined;
  let order: { direction: 'asc' | 'desc'; top: boolean } | undefined;
  let orderMetric: Measure | undefined;
  let singular = false;
  let which = false;
  let compare = false;
  let negate = false;
  let ever = false;
  let filingNoun: 'one' | 'many' | undefined;
  let rangeWord: 'since' | 'after' | 'before' | 'until' | 'between' | undefined;
  let missingMeasure = false;
  let lastPeriodEnd = -10;
  let rangeText = '';
  let who = false;
  let orderText = '';
  /** The figure named last, to which a trailing "on average" or "in total" applies. */
  let lastFigure: 'measure' | 'condition' | 'order' | undefined;
  const addMeasure = (m: Measure) => {
    if (!intent.measures.some((x) => sameMeasure(x, m))) intent.measures.push(m);
    lastFigure = 'measure';
  };
  const addCondition = (condition: Condition) => {
    if (inNumerator() && !condition.measure && share) share.conditions.push(condition);
    else intent.conditions.push(condition);
    lastFigure = 'condition';
  };
  /** "how long does each reviewer take on average", "lines that take over 50 days on average". */
  const applyTrailingAggregate = (agg: Measure['aggregate']): boolean => {
    if (agg === 'count' || agg === 'distinct' || agg === 'share') return false;
    if (lastFigure === 'condition') {
      const rows = intent.conditions.filter((x) => !x.measure && x.metric !== 'filings');
      const last = rows.at(-1);
      if (!last || intent.groupBy.length === 0) return false;
      for (const x of rows)
        if (x.metric === last.metric) x.measure = { aggregate: agg, metric: x.metric };
      return true;
    }
    if (lastFigure === 'order' && orderMetric && orderMetric.metric !== 'filings') {
      orderMetric = { aggregate: agg, metric: orderMetric.metric };
      return true;
    }
    const last = intent.measures.at(-1);
    if (
      lastFigure === 'measure' &&
      last &&
      last.metric !== 'filings' &&
      last.metric !== 'reviews'
    ) {
      intent.measures[intent.measures.length - 1] = { aggregate: agg, metric: last.metric };
      return true;
    }
    return false;
  };
  const addValue = (dimension: ValueDimension, value: string) => {
    const target = negate
      ? intent.exclusions
      : inNumerator() && share
        ? share.filters
        : intent.filters;
    const values = target.get(dimension) ?? [];
    if (!values.includes(value)) values.push(value);
    target.set(dimension, values);
  };
  const text = () => c.tokens[c.i]?.text ?? '';
  for (; c.i < c.tokens.length; c.i++) {
    const m = at(c);
    if (!m) break;
    const previous = at(c, -1);
    if (
      negate &&
      m.kind !== 'value' &&
      m.kind !== 'not' &&
      !(m.kind === 'dimension' && at(c, 1)?.kind === 'value')
    ) {
      if (m.kind !== 'metric' && m.kind !== 'sign') {
        unused.push('not');
        negate = false;
      }
    }
    if (m.kind === 'count') {
      if (!aggregate || aggregate === 'count' || aggregate === 'sum') aggregate = 'count';
      const next = at(c, 1);
      const after = at(c, 2);
      if (next?.kind === 'comparison') {
        // "the filing count is above 14": a condition on each group's count.
        c.i++;
        const cmp = readComparison(c);
        if (cmp) {
          const measure: Measure = { aggregate: 'count', metric: 'filings' };
          for (const condition of conditionsOf('filings', cmp, measure))
            intent.conditions.push(condition);
          aggregate = undefined;
          continue;
        }
        c.i--;
      }
      if (/times/.test(text())) {
        // "how many times was a reviewer assigned": occurrences, not distinct reviewers.
      } else if (
        next?.kind === 'dimension' &&
        !['year', 'quarter', 'month'].includes(next.dimension)
      ) {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: next.dimension });
        aggregate = undefined;
        c.i++;
      } else if (next?.kind === 'distinct' && after?.kind === 'dimension') {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: after.dimension });
        aggregate = undefined;
        c.i += 2;
      }
    } else if (m.kind === 'distinct') {
      const next = at(c, 1);
      if (next?.kind === 'dimension') {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: next.dimension });
        aggregate = undefined;
        c.i++;
      } else unused.push(text());
    } else if (m.kind === 'aggregate') {
      const next = at(c, 1);
      const figureAhead =
        next !== undefined &&
        ['metric', 'comparison', 'sign', 'count', 'distinct', 'per-filing', 'aggregate'].includes(
          next.kind,
        );
      const betweenAhead = next?.kind === 'range' && at(c, 2)?.kind === 'number';
      if (!figureAhead && !betweenAhead && !aggregate && applyTrailingAggregate(m.aggregate))
        continue;
      // "median overall rate change": the specific aggregate named first stays.
      if (aggregate && aggregate !== 'count' && m.aggregate === 'sum') continue;
      aggregate = m.aggregate;
      const sign = at(c, 1);
      if (
        (m.aggregate === 'avg' || m.aggregate === 'median' || m.aggregate === 'weighted') &&
        sign?.kind === 'sign'
      ) {
        // "average rate increase": the average rate change, not an average over increases.
        const signToken = c.tokens[c.i + 1];
        if (signToken)
          c.tokens[c.i + 1] = { ...signToken, meaning: { kind: 'metric', metric: 'rate_impact' } };
        continue;
      }
      if ((m.aggregate === 'max' || m.aggregate === 'min') && sign?.kind === 'sign') {
        // "max rate increase": the largest rate impact, not a filter on increases.
        const up = sign.sign === 'increase';
        addMeasure({
          aggregate: (m.aggregate === 'max') === up ? 'max' : 'min',
          metric: 'rate_impact',
        });
        aggregate = undefined;
        c.i++;
        continue;
      }
      if (
        at(c, 1)?.kind === 'comparison' ||
        (at(c, 1)?.kind === 'range' && at(c, 2)?.kind === 'number')
      ) {
        // "carriers averaging more than 8%": a condition on each group's average.
        c.i++;
        const cmp = readComparison(c);
        if (cmp) {
          const metric = cmp.metric ?? (cmp.unit ? UNIT_METRIC[cmp.unit] : 'rate_impact');
          const measure: Measure = { aggregate: m.aggregate, metric };
          for (const condition of conditionsOf(metric, cmp, measure))
            intent.conditions.push(condition);
          aggregate = undefined;
        } else c.i--;
      }
    } else if (m.kind === 'metric') {
      const next = at(c, 1);
      if (m.metric === 'reviews') {
        if (!aggregate || aggregate === 'count' || aggregate === 'sum') {
          addMeasure({ aggregate: 'count', metric: 'reviews' });
          aggregate = undefined;
        }
        continue;
      }
      if (m.metric === 'filings') {
        // "submissions in the last 18 months": the submitted date.
        if (/^submission/.test(text())) impliedDateField ??= 'submitted_date';
        if (which && previous?.kind === 'which') filingNoun = text() === 'filing' ? 'one' : 'many';
        else filingNoun ??= text() === 'filing' ? 'one' : 'many';
        if (aggregate === 'count') {
          addMeasure({ aggregate: 'count', metric: 'filings' });
          aggregate = undefined;
        } else if (order && !orderMetric && previous?.kind === 'order') {
          orderMetric = { aggregate: 'count', metric: 'filings' };
        } else if (aggregate) aggregate = undefined;
        if (negate) negate = false;
        continue;
      }
      if (negate && m.metric === 'objection_count') {
        // "without objections", "no objection letters".
        addCondition({ metric: 'objection_count', op: '=', value: 0 });
        negate = false;
        continue;
      }
      negate = false;
      if (next?.kind === 'metric' && next.metric === 'filings' && at(c, 2)?.kind === 'comparison')
        continue;
      // "rates went up", "rates go down": the sign after it says what is asked.
      if (
        m.metric === 'rate_impact' &&
        /^rates?$/.test(text()) &&
        next?.kind === 'sign' &&
        previous?.kind !== 'order'
      ) {
        if (!aggregate || aggregate === 'count') continue;
        // "mean rate increase": the aggregate's figure is the rate change; the sign names it.
        c.i++;
      }
      if (next?.kind === 'per-filing') {
        if (!aggregate || aggregate === 'count' || aggregate === 'sum') aggregate = 'avg';
        c.i++;
      }
      if (at(c, 1)?.kind === 'unit' && (at(c, 1) as { unit: Unit }).unit === 'dollars') c.i++;
      const following = at(c, 1);
      if (
        following?.kind === 'comparison' ||
        (following?.kind === 'range' && following.word === 'between' && at(c, 2)?.kind === 'number')
      ) {
        c.i++;
        const cmp = readComparison(c);
        if (cmp) {
          const measure =
            aggregate && aggregate !== 'count' ? { aggregate, metric: m.metric } : undefined;
          for (const condition of conditionsOf(m.metric, cmp, measure)) {
            if (measure) intent.conditions.push(condition);
            else addCondition(condition);
          }
          lastFigure = 'condition';
          aggregate = undefined;
          continue;
        }
        c.i--;
      }
      if (at(c, 1)?.kind === 'sign' && (previous?.kind === 'order' || order)) c.i++;
      const measure: Measure = {
        aggregate: aggregate && aggregate !== 'count' ? aggregate : DEFAULT_AGGREGATE[m.metric],
        metric: m.metric,
      };
      if (order && !orderMetric) {
        orderMetric = measure;
        lastFigure = 'order';
      } else addMeasure(measure);
      aggregate = undefined;
    } else if (
      m.kind === 'comparison' ||
      (m.kind === 'range' && m.word === 'between' && at(c, 1)?.kind === 'number')
    ) {
      const cmp = readComparison(c);
      if (cmp) {
        const metric = cmp.metric ?? (cmp.unit ? UNIT_METRIC[cmp.unit] : 'rate_impact');
        const pending = aggregate && aggregate !== 'count' ? aggregate : undefined;
        const measure: Measure | undefined =
          metric === 'filings'
            ? { aggregate: 'count', metric }
            : pending
              ? { aggregate: pending, metric }
              : undefined;
        for (const condition of conditionsOf(metric, cmp, measure)) {
          if (measure) intent.conditions.push(condition);
          else addCondition(negate ? { ...condition, op: INVERSE[condition.op] } : condition);
        }
        lastFigure = 'condition';
        negate = false;
        if (pending) aggregate = undefined;
      } else if (m.kind === 'comparison') {
        const next = at(c, 1);
        const dateAhead =
          next?.kind === 'last' ||
          next?.kind === 'relative' ||
          next?.kind === 'to-date' ||
          isPeriodStart(next, at(c, 2));
        const valuesNamed = c.tokens.filter((t) => t.meaning.kind === 'value').length;
        if (!dateAhead && valuesNamed >= 2) {
          // "who filed more, A or B", "are A decided faster than B": a comparison of the values.
          compare = true;
          if (
            TIME_COMPARISON_WORDS.test(text()) &&
            !c.tokens.some((t) => t.meaning.kind === 'metric' && t.meaning.metric !== 'filings')
          )
            addMeasure({ aggregate: 'avg', metric: 'days_to_approval' });
        } else if (!dateAhead && next?.kind !== 'dimension') unused.push(text());
      }
    } else if (m.kind === 'number') {
      const next = at(c, 1);
      if (previous?.kind === 'order' || next?.kind === 'order') intent.limit = m.value;
      else if (
        Number.isInteger(m.value) &&
        m.value > 0 &&
        m.value <= 1000 &&
        ((next?.kind === 'dimension' && !['year', 'quarter', 'month'].includes(next.dimension)) ||
          (next?.kind === 'metric' && next.metric === 'filings'))
      ) {
        // "which five states ...", "the 3 carriers with the most filings", "list 20 filings".
        intent.limit = m.value;
      } else if (isPeriodStart(m, next)) {
        const period = readPeriod(c);
        if (period)
          pushPeriod(intent.dates, period, rangeWord === 'between' ? 'in' : (rangeWord ?? 'in'));
        rangeWord = undefined;
      } else unused.push(text());
    } else if (m.kind === 'dimension') {
      const next = at(c, 1);
      const byWord = grouping.has(c.tokens[c.i] as Token);
      if (next?.kind === 'value' && next.dimension === m.dimension) continue;
      const second = at(c, 2);
      if (
        !byWord &&
        next?.kind === 'not' &&
        second?.kind === 'value' &&
        second.dimension === m.dimension
      )
        continue;
      // "the reviewer was secondary", "count of secondary reviewers": the value qualifies it.
      const qualifiedAfter = next?.kind === 'value' && QUALIFIES[next.dimension] === m.dimension;
      const qualifiedBefore =
        previous?.kind === 'value' &&
        QUALIFIES[previous.dimension] === m.dimension &&
        aggregate === 'count';
      if (!byWord && (qualifiedAfter || qualifiedBefore)) {
        if (aggregate === 'count' && m.dimension === 'reviewer') {
          addMeasure({ aggregate: 'count', metric: 'reviews' });
          aggregate = undefined;
        }
        continue;
      }
      // "the territory factor": the dimension only names what the value before it is.
      if (previous?.kind === 'value' && previous.dimension === m.dimension) continue;
      if (previous?.kind === 'last') continue;
      if (!intent.groupBy.includes(m.dimension)) intent.groupBy.push(m.dimension);
      if (m.singular) singular = true;
    } else if (m.kind === 'value') {
      impliedDateField ??= statusDateField(m, at(c, 1));
      addValue(m.dimension, m.value);
      const next = at(c, 1);
      if (negate && next?.kind !== 'value' && next?.kind !== 'not') negate = false;
    } else if (m.kind === 'not') {
      negate = true;
    } else if (isPeriodStart(m, at(c, 1)) || m.kind === 'quarter') {
      const period = readPeriod(c);
      if (!period) {
        // A quarter of no particular year: "in Q2".
        if (m.kind === 'quarter')
          intent.dates.push({ kind: 'quarter-of-year', quarter: m.quarter });
        continue;
      }
      const start = c.i;
      let bound: 'in' | 'since' | 'after' | 'before' | 'until' = 'in';
      if (rangeWord && rangeWord !== 'between') bound = rangeWord;
      const next = at(c, 1);
      if (
        (rangeWord === 'between' || rangeWord === undefined) &&
        next?.kind === 'range' &&
        (next.word === 'and' || next.word === 'until') &&
        isPeriodStart(at(c, 2), at(c, 3))
      ) {
        // "between April and June 2024", "from 2021 to 2023", "2021 through 2023".
        c.i += 2;
        const end = readPeriod(c);
        if (end && 'from' in period && 'from' in end) {
          intent.dates.push({ kind: 'range', from: period.from, to: end.to });
        } else if (end && 'fromMonth' in period && 'fromMonth' in end) {
          intent.dates.push({ kind: 'month-of-year', from: period.fromMonth, to: end.toMonth });
        } else if (end) pushPeriod(intent.dates, end, 'in');
        rangeWord = undefined;
        continue;
      }
      if (next?.kind === 'range' && next.word === 'later') {
        bound = 'since';
        c.i++;
      } else if (
        rangeWord === 'between' &&
        rangeText === 'from' &&
        'from' in period &&
        nextDay(period.from) === period.to
      ) {
        // "from 2025-01-01" with no end: that day on.
        bound = 'since';
      }
      const last = intent.dates.at(-1);
      if (
        bound === 'in' &&
        'from' in period &&
        last?.kind === 'range' &&
        last.to === period.from &&
        lastPeriodEnd >= start - 2
      ) {
        // "in 2021, 2022 or 2023": one stretch of time.
        last.to = period.to;
      } else pushPeriod(intent.dates, period, bound);
      lastPeriodEnd = c.i;
      rangeWord = undefined;
    } else if (m.kind === 'last') {
      const rolling = readRolling(c);
      if (rolling) intent.dates.push(rolling);
    } else if (m.kind === 'relative') {
      intent.dates.push(
        m.months !== undefined
          ? { kind: 'relative', months: m.months }
          : { kind: 'relative', months: 12 },
      );
    } else if (m.kind === 'to-date') {
      intent.dates.push({ kind: 'to-date', unit: m.unit, through: m.through });
    } else if (m.kind === 'range') {
      if (m.word !== 'and' && m.word !== 'later') {
        rangeWord = m.word;
        rangeText = text();
      }
    } else if (m.kind === 'order') {
      const next = at(c, 1);
      const word = text();
      const laterDimension = c.tokens.slice(c.i + 2).some((t) => t.meaning.kind === 'dimension');
      if (
        next?.kind === 'metric' &&
        next.metric !== 'filings' &&
        laterDimension &&
        !/top|bottom/.test(word) &&
        intent.limit === undefined &&
        !which
      ) {
        // "highest rate impact by state": the largest value per group, not an ordering.
        aggregate = m.direction === 'desc' ? 'max' : 'min';
        continue;
      }
      order = { direction: m.direction, top: m.top };
      orderText = word;
      if (!orderMetric && next?.kind !== 'metric' && next?.kind !== 'count') {
        // "the busiest filers": most filings; "the slowest state": the longest time to a decision.
        if (BUSY_WORDS.test(word)) {
          orderMetric = { aggregate: 'count', metric: 'filings' };
          lastFigure = 'order';
        } else if (TIME_ORDER_WORDS.test(word)) {
          orderMetric = { aggregate: 'avg', metric: 'days_to_approval' };
          lastFigure = 'order';
        }
      }
      if (next?.kind === 'number') {
        intent.limit = next.value;
        c.i++;
      }
      if (at(c, 1)?.kind === 'sign') {
        // "the biggest rate increase", "the largest cut": the rate impact, ordered.
        const sign = at(c, 1);
        if (sign?.kind === 'sign' && !orderMetric) {
          orderMetric = { aggregate: 'max', metric: 'rate_impact' };
          if (sign.sign === 'decrease')
            order = { direction: m.direction === 'desc' ? 'asc' : 'desc', top: m.top };
          c.i++;
        }
      }
    } else if (m.kind === 'date-field') namedDateField = m.field;
    else if (m.kind === 'sign') {
      // "cut rates the most", "raised rates the least": ordered by the rate change.
      let j = 1;
      if (at(c, j)?.kind === 'metric' && /^rates?$/.test(c.tokens[c.i + j]?.text ?? '')) j++;
      const orderWord = at(c, j);
      if (orderWord?.kind === 'order' && orderWord.top && !orderMetric && !negate) {
        const up = m.sign === 'increase';
        order = { direction: (orderWord.direction === 'desc') === up ? 'desc' : 'asc', top: true };
        orderMetric = {
          aggregate: aggregate && aggregate !== 'count' ? aggregate : 'avg',
          metric: 'rate_impact',
        };
        lastFigure = 'order';
        if (at(c, j + 1)?.kind === 'number') {
          intent.limit = (at(c, j + 1) as { value: number }).value;
          j++;
        }
        c.i += j;
        continue;
      }
      if (at(c, 1)?.kind === 'metric' && /^rates?$/.test(c.tokens[c.i + 1]?.text ?? '')) {
        // "lowered rates": the sign is the whole phrase.
        const rates = c.tokens[c.i + 1];
        if (rates && at(c, 2)?.kind !== 'comparison')
          c.tokens[c.i + 1] = { ...rates, meaning: { kind: 'stop' } };
      }
      const metricAhead = at(c, 1)?.kind === 'metric' || at(c, -1)?.kind === 'metric';
      if (!metricAhead || at(c, 1)?.kind !== 'comparison') {
        const increase = (m.sign === 'increase') !== negate;
        addCondition({
          metric: 'rate_impact',
          op: increase ? '>' : '<',
          value: 0,
        });
      }
      negate = false;
    } else if (m.kind === 'per-filing') {
      const last = intent.measures.at(-1);
      if (
        last &&
        last.metric !== 'filings' &&
        (last.aggregate === 'sum' || last.aggregate === 'count')
      ) {
        intent.measures[intent.measures.length - 1] = { aggregate: 'avg', metric: last.metric };
      }
    } else if (m.kind === 'compare') compare = true;
    else if (m.kind === 'which') {
      which = true;
      if (text() === 'who') who = true;
    } else if (m.kind === 'ever') ever = true;
  }
  if (negate) unused.push('not');
  // "where is the average time to a decision the longest": the place, a state.
  if (tokens[0]?.text === 'where' && intent.groupBy.length === 0 && order?.top) {
    intent.groupBy.push('state');
    singular = true;
  }
  // "who has the most withdrawals", "who filed more": the filer, a carrier.
  if (
    who &&
    intent.groupBy.length === 0 &&
    (order?.top || compare) &&
    !intent.filters.has('carrier')
  ) {
    intent.groupBy.push('carrier');
    singular = true;
  }
  intent.dateField = namedDateField ?? impliedDateField ?? DEFAULT_DATE_FIELD;
  if (aggregate === 'count') addMeasure({ aggregate: 'count', metric: 'filings' });
  else if (aggregate) missingMeasure = true;
  for (const condition of intent.conditions) if (condition.measure) addMeasure(condition.measure);
  if (share) {
    if (share.filters.size === 0 && share.conditions.length === 0) {
      // No "were ...": the statuses and signs named after the share word are the part counted.
      const status = intent.filters.get('disposition_status');
      if (status) {
        share.filters.set('disposition_status', status);
        intent.filters.delete('disposition_status');
      } else {
        const signs = intent.conditions.filter((x) => !x.measure);
        if (signs.length > 0) {
          share.conditions.push(...signs);
          intent.conditions = intent.conditions.filter((x) => x.measure);
        }
      }
    }
    if (share.filters.size > 0 || share.conditions.length > 0) {
      intent.share = share;
      intent.measures = intent.measures.filter((x) => x.aggregate !== 'count');
      intent.measures.unshift({ aggregate: 'share', metric: 'filings' });
    } else unused.push('share');
  }
  for (const [dimension, values] of intent.filters) {
    if (
      values.length > 1 &&
      (compare || intent.measures.length > 0) &&
      !intent.groupBy.includes(dimension === 'factor_level' ? 'level' : dimension)
    ) {
      // Several levels named: one row per level (of each factor named).
      if (dimension === 'factor_level') {
        if (!intent.groupBy.includes('factor')) intent.groupBy.push('factor');
        intent.groupBy.push('level');
      } else intent.groupBy.push(dimension);
    }
  }
  // "the largest rate increase ever": one figure, not a list of filings.
  if (
    order?.top &&
    orderMetric &&
    orderMetric.metric !== 'filings' &&
    intent.groupBy.length === 0 &&
    intent.measures.length === 0 &&
    intent.limit === undefined &&
    (filingNoun === undefined || ever)
  ) {
    intent.measures.push({
      aggregate: order.direction === 'desc' ? 'max' : 'min',
      metric: orderMetric.metric,
    });
    return { intent, unused, missingMeasure, examples };
  }
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  if (grouped && orderMetric) addMeasure(orderMetric);
  if (order && intent.groupBy.length === 0 && intent.measures.length > 0 && orderText) {
    // One figure has nothing to rank: the ordering word was not used.
    unused.push(orderText);
  }
  if (intent.groupBy.length > 0 && intent.measures.length === 0) {
    addMeasure({ aggregate: 'count', metric: 'filings' });
  }
  if (order) {
    const measure = grouped ? (orderMetric ?? intent.measures[0]) : undefined;
    const metric = grouped ? undefined : (orderMetric?.metric ?? 'rate_impact');
    intent.order = {
      direction: order.direction,
      ...(measure ? { measure } : {}),
      ...(metric ? { metric } : {}),
    };
    if (intent.limit === undefined && order.top) {
      if ((singular && intent.groupBy.length > 0) || (!grouped && filingNoun === 'one'))
        intent.limit = 1;
      else if (!grouped) intent.limit = 10;
    }
  }
  return { intent, unused, missingMeasure, examples };
}
