import { planTableOf } from './filings-without-rows.ts';
import type { Intent } from './intent.ts';
import type { Dimension, Meaning, Token } from './meaning.ts';
import { allConditions, numberInReading } from './reading-checks.ts';

/**
 * Structural confidence (issue 22, third pass): which placed phrases of a question left no trace
 * in the interpretation. The interpreter has many rules; this check does not trust them. It reads
 * the final intent and asks, for each phrase that carries content (a value, a number, a year, a
 * measure, a grouping, a comparison, an aggregate, a negation), whether the intent uses it. A
 * phrase the intent does not use means the answer is to another question than the one asked.
 */

const TIME_DIMENSIONS = new Set<Dimension>(['year', 'quarter', 'month']);

function usesMetric(intent: Intent, metric: string): boolean {
  // "wind/hail indication": the coverage's own indication stands for the indicated change.
  if (metric === 'indicated_change' && usesMetric(intent, 'indication')) return true;
  // "changed base rates by more than 30%": the threshold in percent is on the figure's change.
  if (metric === 'base_rate' && usesMetric(intent, 'base_rate_change')) return true;
  if (metric === 'relativity' && usesMetric(intent, 'level_change')) return true;
  return (
    intent.measures.some((m) => m.metric === metric) ||
    intent.share?.of === metric ||
    allConditions(intent).some((c) => c.metric === metric || c.against === metric) ||
    intent.order?.metric === metric ||
    intent.order?.measure?.metric === metric
  );
}

function usesValue(intent: Intent, meaning: Extract<Meaning, { kind: 'value' }>): boolean {
  const holds = (map: Map<string, string[]> | undefined) =>
    map?.get(meaning.dimension)?.includes(meaning.value) ?? false;
  return (
    holds(intent.filters) ||
    holds(intent.exclusions) ||
    holds(intent.share?.filters) ||
    allConditions(intent).some((c) => holds(c.measure?.filters)) ||
    // A ratio's two counts (sixteenth pass).
    intent.measures.some((m) => m.per && (holds(m.filters) || holds(m.per)))
  );
}

function usesDimension(intent: Intent, dimension: Dimension): boolean {
  const valueDimension = dimension === 'level' ? 'factor_level' : dimension;
  if (intent.groupBy.includes(dimension)) return true;
  if (intent.measures.some((m) => m.dimension === dimension)) return true;
  const named = (map: Map<string, string[]> | undefined) => map?.has(valueDimension) ?? false;
  if (named(intent.filters) || named(intent.exclusions) || named(intent.share?.filters))
    return true;
  // "one of the reviewers is a supervisor": the role or title names which reviewers; "no
  // secondary reviewer": the one left out.
  if (dimension === 'reviewer')
    return (
      intent.filters.has('role') ||
      intent.filters.has('reviewer_title') ||
      intent.exclusions.has('role') ||
      intent.exclusions.has('reviewer_title') ||
      usesMetric(intent, 'reviews')
    );
  if (dimension === 'factor') return intent.filters.has('factor_level');
  // "how many factor levels ...": a count of the levels' rows (twenty-second pass).
  if (dimension === 'level')
    return intent.measures.some((m) => m.aggregate === 'count' && m.metric === 'relativity');
  // "rate change type Decrease": the column named before its value, read as the sign's condition.
  if (dimension === 'rate_change_type')
    return allConditions(intent).some((c) => c.metric === 'rate_impact' && c.value === 0);
  // "last 18 months", "this year": the time word is the span of a date filter.
  return TIME_DIMENSIONS.has(dimension) && intent.dates.length > 0;
}

/** Years inside or at the edge of the intent's dates ("after 2023" starts on 2024-01-01). */
function usesYear(intent: Intent, year: number): boolean {
  return intent.dates.some((d) => {
    if (d.kind !== 'range') return false;
    const from = d.from ? Number(d.from.slice(0, 4)) : Number.NEGATIVE_INFINITY;
    const to = d.to ? Number(d.to.slice(0, 4)) : Number.POSITIVE_INFINITY;
    return year >= from - 1 && year <= to;
  });
}

function usesAggregate(intent: Intent, aggregate: string): boolean {
  const aggregates = [
    intent.over,
    ...intent.measures.map((m) => m.aggregate),
    ...allConditions(intent).map((c) => c.measure?.aggregate),
    intent.order?.measure?.aggregate,
  ];
  if (aggregate === 'sum') return aggregates.some((a) => a === 'sum' || a === 'count');
  // "max rate decrease" is the lowest rate impact: a sign turns one extreme into the other.
  if (aggregate === 'max' || aggregate === 'min')
    return aggregates.includes('max') || aggregates.includes('min') || intent.order !== undefined;
  return aggregates.includes(aggregate as 'avg');
}

const COUNTABLE = ['objection_count', 'policyholders_affected', 'days_to_approval'] as const;

const hasCount = (intent: Intent): boolean =>
  intent.measures.some(
    (m) =>
      m.aggregate === 'count' ||
      m.aggregate === 'distinct' ||
      m.aggregate === 'share' ||
      m.metric === 'filings' ||
      m.metric === 'reviews',
  ) || allConditions(intent).some((c) => c.metric === 'filings');

const BARE_COMPARATIVE = /^(higher|lower|bigger|smaller|larger|greater)$/;

/** Whether the intent uses one placed phrase. Phrases that only link others always count as used. */
function reflected(
  token: Token,
  intent: Intent,
  previous: Token | undefined,
  next: Token | undefined,
): boolean {
  const m = token.meaning;
  const ordered = intent.order !== undefined || intent.limit !== undefined;
  // "filings with no rating factor changes" (seventeenth pass): the negation and the table's
  // noun are the `not exists` of its rows.
  if (intent.without && (m.kind === 'not' || planTableOf(m) === intent.without)) return true;
  switch (m.kind) {
    case 'value':
      // "approved in under 15 days on average": the approval process the days measure.
      if (m.dimension === 'disposition_status' && /^approv/.test(token.text))
        return usesValue(intent, m) || usesMetric(intent, 'days_to_approval');
      return usesValue(intent, m);
    case 'dimension':
      // "PPA line": the line names what the sub-TOI before it is (a competing reading warns).
      if (m.dimension === 'line_of_business' && previous?.meaning.kind === 'value')
        if (previous.meaning.dimension === 'sub_toi' && usesValue(intent, previous.meaning))
          return true;
      // "the highest rate impact any carrier filed": over all filings, on purpose.
      return usesDimension(intent, m.dimension) || (m.singular && previous?.text === 'any');
    case 'metric':
      if (m.metric === 'filings') return true;
      // "disapproval rate": the rate is the share; "lowered rates": the sign says it.
      if (m.metric === 'rate_impact' && /^rates?$/.test(token.text))
        return (
          usesMetric(intent, 'rate_impact') ||
          intent.share !== undefined ||
          previous?.meaning.kind === 'sign' ||
          previous?.meaning.kind === 'value'
        );
      // "raised written premium by $2 million": the premium's change.
      if (m.metric === 'written_premium' && usesMetric(intent, 'written_premium_change'))
        return true;
      return usesMetric(intent, m.metric);
    case 'number':
      // A limit, a threshold or a date (reading-checks.ts, stricter since the eighth pass).
      return numberInReading(intent, m.value);
    case 'year':
      return usesYear(intent, m.year) || intent.groupBy.includes('year');
    case 'comparison':
      // Only a comparison with a number is a condition ("under prior approval" is not).
      return (
        next?.meaning.kind !== 'number' ||
        allConditions(intent).length > 0 ||
        intent.groupBy.length > 0
      );
    case 'aggregate':
      // "of the total policyholders affected, what share ...": the share of a figure's total.
      if (m.aggregate === 'sum' && intent.share?.of) return true;
      return usesAggregate(intent, m.aggregate);
    case 'count':
      // "how many objection letters", "how many days": a count of a countable figure.
      return hasCount(intent) || COUNTABLE.some((metric) => usesMetric(intent, metric));
    case 'order':
      return ordered || usesAggregate(intent, 'max') || usesAggregate(intent, 'min');
    case 'sign':
      // "the most negative indicated change": the sign chose the minimum.
      return (
        usesMetric(intent, 'rate_impact') ||
        usesMetric(intent, 'written_premium_change') ||
        // "the indicated change wasn't negative": the sign of another figure.
        allConditions(intent).some((c) => c.value === 0 && !c.against) ||
        ordered ||
        usesAggregate(intent, 'max') ||
        usesAggregate(intent, 'min')
      );
    case 'not':
      // "never took effect": the flag of rates that did not take effect.
      return (
        intent.exclusions.size > 0 ||
        allConditions(intent).length > 0 ||
        (intent.filters.get('took_effect')?.includes('false') ?? false)
      );
    case 'distinct':
      return intent.measures.some((x) => x.aggregate === 'distinct');
    case 'share':
      return intent.share !== undefined;
    case 'per-filing':
      // "per filing" changes a total or a count into an average; other figures are per filing.
      return (
        usesAggregate(intent, 'avg') ||
        intent.measures.some((x) => x.per) ||
        intent.measures.length === 0 ||
        intent.measures.every((x) => x.aggregate !== 'sum' && x.aggregate !== 'count')
      );
    case 'recent':
      return intent.order?.date === true || intent.dates.length > 0;
    case 'weeks':
      return (
        intent.dates.length > 0 ||
        allConditions(intent).some((c) => c.metric === 'days_to_approval')
      );
    case 'compare':
      // "higher in 2023 than in 2022", "bigger in Utah or Idaho": a bare comparative is used when
      // the years or values it compares became one row each; otherwise ("a larger indicated
      // change than rate impact") nothing read it.
      if (!BARE_COMPARATIVE.test(token.text)) return true;
      return intent.groupBy.some(
        (g) => g === 'year' || [...intent.filters].some(([d, v]) => d === g && v.length >= 2),
      );
    case 'quarter':
    case 'month':
    case 'date':
    case 'relative':
    case 'last':
    case 'to-date':
    case 'weekday':
    case 'month-day':
      return intent.dates.length > 0 || intent.groupBy.some((d) => TIME_DIMENSIONS.has(d));
    case 'letter-round':
      return intent.rounds !== undefined;
    default:
      return true;
  }
}

/**
 * The phrases of a question the intent does not use, in the question's order. `examples` are
 * values read as examples of a grouping ("such as CA"), which are used on purpose.
 */
export function unreflectedTokens(tokens: Token[], intent: Intent, examples: string[]): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (examples.includes(token.text)) return;
    if (!reflected(token, intent, tokens[i - 1], tokens[i + 1])) out.push(token.text);
  });
  return out;
}
