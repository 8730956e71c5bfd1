import { DEFAULT_DATE_FIELD, statusDateField } from './date-basis.ts';
import {
  type Condition,
  DEFAULT_AGGREGATE,
  type Intent,
  type Measure,
  sameMeasure,
} from './intent.ts';
import type { DateField, Meaning, Metric, Token, Unit } from './meaning.ts';

const UNIT_METRIC: Record<Unit, Metric> = {
  '%': 'rate_impact',
  days: 'days_to_approval',
  policyholders: 'policyholders_affected',
  dollars: 'written_premium_change',
  filings: 'filings',
  objections: 'objection_count',
};

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
const yearStart = (year: number) => `${year}-01-01`;
const quarterStart = (year: number, quarter: number) => `${year}-${pad(quarter * 3 - 2)}-01`;
const quarterEnd = (year: number, quarter: number) =>
  quarter === 4 ? yearStart(year + 1) : `${year}-${pad(quarter * 3 + 1)}-01`;

type Cursor = { tokens: Token[]; i: number };
const at = (c: Cursor, offset = 0): Meaning | undefined => c.tokens[c.i + offset]?.meaning;

/** Reads "<comparison> <number> [unit]" at the cursor; returns the condition parts. */
function readComparison(
  c: Cursor,
): { op: Condition['op']; value: number; unit?: Unit } | undefined {
  const op = at(c);
  const number = at(c, 1);
  if (op?.kind !== 'comparison' || number?.kind !== 'number') return undefined;
  let unit: Unit | undefined;
  const after = at(c, 2);
  if (after?.kind === 'unit') unit = after.unit;
  if (
    after?.kind === 'metric' &&
    (after.metric === 'filings' || after.metric === 'objection_count')
  ) {
    unit = after.metric === 'filings' ? 'filings' : 'objections';
  }
  if (after?.kind === 'metric' && after.metric === 'policyholders_affected') unit = 'policyholders';
  c.i += unit ? 2 : 1;
  return { op: op.op, value: number.value, ...(unit ? { unit } : {}) };
}

/** Turns placed phrases into an intent: measures, groupings, filters, dates, order and limit. */
export function interpretTokens(tokens: Token[]): Intent {
  const intent: Intent = {
    measures: [],
    groupBy: [],
    filters: new Map(),
    conditions: [],
    dates: [],
    dateField: DEFAULT_DATE_FIELD,
  };
  // A date named outright ("submitted in 2024") wins over one implied by a status ("approved in").
  let namedDateField: DateField | undefined;
  let impliedDateField: DateField | undefined;
  const c: Cursor = { tokens: tokens.filter((t) => t.meaning.kind !== 'stop'), i: 0 };
  let aggregate: Measure['aggregate'] | undefined;
  let order: { direction: 'asc' | 'desc'; top: boolean } | undefined;
  let orderMetric: Measure | undefined;
  let singular = false;
  let which = false;
  let compare = false;
  let quarter: number | undefined;
  let rangeWord: string | undefined;
  let rangeFrom: number | undefined;
  const addMeasure = (m: Measure) => {
    if (!intent.measures.some((x) => sameMeasure(x, m))) intent.measures.push(m);
  };
  for (; c.i < c.tokens.length; c.i++) {
    const m = at(c);
    if (!m) break;
    const previous = at(c, -1);
    if (m.kind === 'count') aggregate = 'count';
    else if (m.kind === 'aggregate') aggregate = m.aggregate;
    else if (m.kind === 'metric') {
      const next = at(c, 1);
      if (m.metric !== 'filings' && next?.kind === 'metric' && next.metric === 'filings') continue;
      if (next?.kind === 'comparison' && m.metric !== 'filings') {
        c.i++;
        const cmp = readComparison(c);
        if (cmp) {
          const measure = aggregate ? { aggregate, metric: m.metric } : undefined;
          intent.conditions.push({
            metric: m.metric,
            op: cmp.op,
            value: cmp.value,
            ...(measure ? { measure } : {}),
          });
          aggregate = undefined;
        }
        continue;
      }
      const measure: Measure =
        m.metric === 'filings'
          ? { aggregate: 'count', metric: 'filings' }
          : {
              aggregate:
                aggregate && aggregate !== 'count' ? aggregate : DEFAULT_AGGREGATE[m.metric],
              metric: m.metric,
            };
      if (m.metric === 'filings' && aggregate !== 'count' && !order) {
        aggregate = undefined;
        continue;
      }
      if (order && !orderMetric) orderMetric = measure;
      else addMeasure(measure);
      aggregate = undefined;
    } else if (m.kind === 'comparison') {
      const cmp = readComparison(c);
      if (cmp) {
        const metric = cmp.unit ? UNIT_METRIC[cmp.unit] : 'rate_impact';
        const measure: Measure | undefined =
          metric === 'filings' ? { aggregate: 'count', metric } : undefined;
        intent.conditions.push({
          metric,
          op: cmp.op,
          value: cmp.value,
          ...(measure ? { measure } : {}),
        });
      }
    } else if (m.kind === 'number') {
      if (previous?.kind === 'order' || at(c, 1)?.kind === 'order') intent.limit = m.value;
    } else if (m.kind === 'dimension') {
      const next = at(c, 1);
      if (next?.kind === 'value' && next.dimension === m.dimension) continue;
      // "the territory factor": the dimension only names what the value before it is.
      if (previous?.kind === 'value' && previous.dimension === m.dimension) continue;
      if (!intent.groupBy.includes(m.dimension)) intent.groupBy.push(m.dimension);
      if (m.singular && (which || order)) singular = true;
    } else if (m.kind === 'value') {
      impliedDateField ??= statusDateField(m, at(c, 1));
      const values = intent.filters.get(m.dimension) ?? [];
      if (!values.includes(m.value)) values.push(m.value);
      intent.filters.set(m.dimension, values);
    } else if (m.kind === 'year') {
      if (quarter !== undefined) {
        intent.dates.push({
          kind: 'range',
          from: quarterStart(m.year, quarter),
          to: quarterEnd(m.year, quarter),
        });
        quarter = undefined;
      } else if (rangeWord === 'since')
        intent.dates.push({ kind: 'range', from: yearStart(m.year) });
      else if (rangeWord === 'before') intent.dates.push({ kind: 'range', to: yearStart(m.year) });
      else if (
        rangeWord === 'between' ||
        (at(c, 1)?.kind === 'range' && at(c, 2)?.kind === 'year')
      ) {
        rangeFrom = m.year;
      } else if (rangeFrom !== undefined) {
        intent.dates.push({ kind: 'range', from: yearStart(rangeFrom), to: yearStart(m.year + 1) });
        rangeFrom = undefined;
      } else
        intent.dates.push({ kind: 'range', from: yearStart(m.year), to: yearStart(m.year + 1) });
      rangeWord = undefined;
    } else if (m.kind === 'quarter') {
      const next = at(c, 1);
      if (next?.kind === 'year') quarter = m.quarter;
      else if (previous?.kind === 'year' && intent.dates.length > 0) {
        intent.dates.pop();
        intent.dates.push({
          kind: 'range',
          from: quarterStart(previous.year, m.quarter),
          to: quarterEnd(previous.year, m.quarter),
        });
      } else intent.dates.push({ kind: 'quarter-of-year', quarter: m.quarter });
    } else if (m.kind === 'relative') intent.dates.push({ kind: 'relative', months: m.months });
    else if (m.kind === 'range')
      rangeWord = m.word === 'and' || m.word === 'to' ? rangeWord : m.word;
    else if (m.kind === 'order') {
      const next = at(c, 1);
      const word = c.tokens[c.i]?.text ?? '';
      const laterDimension = c.tokens.slice(c.i + 2).some((t) => t.meaning.kind === 'dimension');
      if (
        next?.kind === 'metric' &&
        next.metric !== 'filings' &&
        laterDimension &&
        !/top|bottom/.test(word)
      ) {
        // "highest rate impact by state": the largest value per group, not an ordering.
        aggregate = m.direction === 'desc' ? 'max' : 'min';
        continue;
      }
      order = { direction: m.direction, top: m.top };
      if (next?.kind === 'number') {
        intent.limit = next.value;
        c.i++;
      }
    } else if (m.kind === 'date-field') namedDateField = m.field;
    else if (m.kind === 'sign') {
      const metricAhead = at(c, 1)?.kind === 'metric' || at(c, -1)?.kind === 'metric';
      if (!metricAhead || at(c, 1)?.kind !== 'comparison') {
        intent.conditions.push({
          metric: 'rate_impact',
          op: m.sign === 'increase' ? '>' : '<',
          value: 0,
        });
      }
    } else if (m.kind === 'compare') compare = true;
    else if (m.kind === 'which') which = true;
  }
  intent.dateField = namedDateField ?? impliedDateField ?? DEFAULT_DATE_FIELD;
  if (aggregate === 'count') addMeasure({ aggregate: 'count', metric: 'filings' });
  for (const condition of intent.conditions) if (condition.measure) addMeasure(condition.measure);
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
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  if (grouped && orderMetric) addMeasure(orderMetric);
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
      if (singular) intent.limit = 1;
      else if (!grouped) intent.limit = 10;
    }
  }
  return intent;
}
