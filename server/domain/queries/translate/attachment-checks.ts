import type { DateFilter, Intent } from './intent.ts';
import { type Dimension, type Metric, PLACED_PERIOD_KINDS, type Token } from './meaning.ts';
import { allConditions } from './reading-checks.ts';

/**
 * Checks of where the reading attached what the question names (issue 22, tenth pass), each blind
 * to how the interpreter reached its intent. The blind held-out splits showed three ways a reading
 * goes wrong with every word used: a grouping made of a noun the question names only in passing
 * ("which filings have a coverage with ..."), a figure the question does not name measured in
 * place of one it does ("coverages averaging more than a 31% expense ratio" compared the rate
 * impact), and periods that cannot hold at once ("effective in 2024 than in 2023" kept both).
 */

/** Words before a dimension that ask for one row per value ("by state", "each carrier"). */
const GROUPING_WORD =
  /^(by|per|each|every|across|among|amongst|for each|for every|broken down by)\b/;
/** "across": one row per value when nothing else is grouped; beside another grouping, "over". */
const ACROSS = /^across\b/;
/** Words that may open a question before its subject: a period, a name, filler. */
const PERIOD_OR_NAME = new Set<Token['meaning']['kind']>([
  ...PLACED_PERIOD_KINDS,
  'value',
  'stop',
  'copula',
]);
/** Prepositions that start a phrase of their own between an asking word and a noun. */
const PREPOSITION = /^(for|of|in|on|with|to|at|from|about|into|over|under|per)$/;
/** Meanings that, right before a dimension, make it what is asked for ("which state", "top carriers"). */
const ASKING_KINDS = new Set<Token['meaning']['kind']>([
  'which',
  'order',
  'number',
  'count',
  'distinct',
  'aggregate',
]);

const isSkipped = (t: Token | undefined): boolean =>
  t !== undefined && (t.meaning.kind === 'stop' || t.meaning.kind === 'copula');

/** Whether the dimension word at `i` is asked for: a grouping word, an asking word, or the subject. */
function groupingAsked(tokens: Token[], i: number, alone = true): boolean {
  const token = tokens[i];
  if (token === undefined) return true;
  const grouping = (text: string) => GROUPING_WORD.test(text) && (alone || !ACROSS.test(text));
  if (grouping(token.text)) return true;
  let k = i - 1;
  let preposition = false;
  // A date word between ("the most frequently filed products") is a participle of the noun.
  while (k >= 0 && (isSkipped(tokens[k]) || tokens[k]?.meaning.kind === 'date-field')) {
    if (grouping(tokens[k]?.text ?? '')) return true;
    if (PREPOSITION.test(tokens[k]?.text ?? '')) preposition = true;
    k--;
  }
  // "for each filing type": the grouping word was read with the filing before the noun.
  if (tokens[k]?.meaning.kind === 'per-filing' && k === i - 1) return true;
  // "the Driver Age 16-17 level", "the homeowners and personal auto lines": the noun names the
  // values before it.
  const before = tokens[k]?.meaning;
  if (before?.kind === 'value' && token.meaning.kind === 'dimension') {
    const named = before.dimension === 'factor_level' ? ['factor', 'level'] : [before.dimension];
    if (named.includes(token.meaning.dimension)) return true;
  }
  // Values before it belong to its noun phrase ("Louisiana reviewers", "by primary reviewer").
  while (k >= 0 && (tokens[k]?.meaning.kind === 'value' || isSkipped(tokens[k]))) {
    if (grouping(tokens[k]?.text ?? '')) return true;
    k--;
  }
  const previous = tokens[k];
  if (previous === undefined) return true;
  // "in 2024, the lines with ...": only a period and names before it; the noun is the subject.
  if (tokens.slice(0, k + 1).every((t) => PERIOD_OR_NAME.has(t.meaning.kind))) return true;
  const m = previous.meaning;
  // "barn filings: carriers with ...": right after the filings, with no word between, a new
  // clause starts (the colon is not a token).
  if (k === i - 1 && m.kind === 'metric' && m.metric === 'filings') return true;
  if (m.kind === 'dimension') {
    // "carrier groups": one noun; "by state and line": the second of a list of groupings.
    const between = tokens.slice(k + 1, i).map((t) => t.text);
    const same = token.meaning.kind === 'dimension' && m.dimension === token.meaning.dimension;
    if (same || between.some((w) => /^(and|or|&|,)$/.test(w)))
      return groupingAsked(tokens, k, alone);
  }
  if (m.kind === 'range' && m.word === 'and') {
    const before = tokens.slice(0, k).findLastIndex((t) => t.meaning.kind === 'dimension');
    if (before >= 0) return groupingAsked(tokens, before, alone);
  }
  // "which state", "rank the carriers", "the 6 most frequently revised rating factors"; not "waited
  // longest for disposition", where a preposition puts the noun in another phrase.
  return !preposition && ASKING_KINDS.has(m.kind);
}

/**
 * Dimensions the reading groups by whose only word in the question is named in passing: after
 * the filings listed, the figure measured or another noun, with no "by", "per", "each", "which"
 * or the like before it ("which filings have a coverage with an expense ratio below 20%", "what
 * expense ratio do companies file on average", "the filings and their carriers"). One row per
 * value is then a guess; the question may ask for the filings, or one figure for all.
 */
export function groupingsInPassing(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  for (const dimension of intent.groupBy) {
    if (dimension === 'year' || dimension === 'quarter' || dimension === 'month') continue;
    // "where Thomas Moore was the primary reviewer": the noun names the values kept.
    if (intent.filters.has(dimension as never)) continue;
    const places = tokens
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => t.meaning.kind === 'dimension' && t.meaning.dimension === dimension);
    if (places.length === 0) continue;
    const alone = intent.groupBy.length === 1;
    if (places.some(({ i }) => groupingAsked(tokens, i, alone))) continue;
    out.push(places[0]?.t.text ?? dimension);
  }
  return out;
}

/** Figures of the same family: a word for one names the other ("written premium ... change"). */
const FAMILY: Partial<Record<Metric, string>> = {
  written_premium: 'premium',
  written_premium_change: 'premium',
  base_rate: 'base rate',
  base_rate_change: 'base rate',
  relativity: 'factor',
  level_change: 'factor',
  factor_change: 'factor',
  indicated_change: 'indication',
  indication: 'indication',
};

/** Units of a threshold that name their figure ("took more than 90 days"). */
const UNIT_FIGURE: Partial<Record<string, Metric>> = {
  days: 'days_to_approval',
  policyholders: 'policyholders_affected',
  objections: 'objection_count',
  dollars: 'written_premium_change',
};
const sameFamily = (a: Metric, b: Metric): boolean =>
  a === b || (FAMILY[a] !== undefined && FAMILY[a] === FAMILY[b]);

/** Figures that a count or a list stands on; they need no word of their own. */
const IMPLICIT: ReadonlySet<Metric> = new Set<Metric>(['filings', 'reviews']);

/** The figures the reading measures, compares or orders by. */
function figuresUsed(intent: Intent): Metric[] {
  const used: Metric[] = [];
  for (const m of intent.measures) if (m.aggregate !== 'share') used.push(m.metric);
  for (const c of allConditions(intent)) used.push(c.measure?.metric ?? c.metric);
  if (intent.order?.metric) used.push(intent.order.metric);
  if (intent.order?.measure) used.push(intent.order.measure.metric);
  return used.filter((m, i, all) => !IMPLICIT.has(m) && all.indexOf(m) === i);
}

/**
 * Figures the reading measures, compares or orders by that no word of the question names, when
 * the question names another figure: the condition or the ranking went to the wrong figure
 * ("coverages averaging more than a 31% expense ratio" compared the rate impact; "the coverage
 * whose base rate went up most" ranked by the rate impact). A sign word names the rate impact
 * when it says so ("raised rates", "rate hikes"); a unit names its figure ("90 days").
 */
export function figuresNotNamed(tokens: Token[], intent: Intent): string[] {
  const named = tokens.flatMap((t, i): Metric[] => {
    const m = t.meaning;
    if (m.kind === 'metric') return [m.metric];
    // "raised rates", "rate hikes": a sign that says what rose.
    if (m.kind === 'sign' && /\brates?\b/.test(t.text)) return ['rate_impact'];
    const unit = m.kind === 'unit' || m.kind === 'number' ? m.unit : undefined;
    const figure = unit ? UNIT_FIGURE[unit] : undefined;
    if (figure) return [figure];
    // "filings over 10%": a percent with no figure after it is a rate impact.
    if (m.kind === 'unit' && m.unit === '%' && tokens[i - 1]?.meaning.kind === 'number') {
      const after = tokens.slice(i + 1).find((x) => !isSkipped(x));
      if (after?.meaning.kind !== 'metric') return ['rate_impact'];
    }
    return [];
  });
  const otherNamed = named.filter((m) => !IMPLICIT.has(m));
  if (otherNamed.length === 0) return [];
  return figuresUsed(intent)
    .filter((used) => !named.some((n) => sameFamily(n, used)))
    .map((m) => m.replaceAll('_', ' '));
}

type Range = Extract<DateFilter, { kind: 'range' }>;

/**
 * Periods of the reading that no filing can fall in at once: two ranges of the same date that do
 * not overlap ("from March 1 to June 30" read as two days; "in 2024 than in 2023" kept as two
 * filters). Each range is a half-open [from, to).
 */
export function periodsThatCannotHold(intent: Intent): string[] {
  const ranges = intent.dates.filter((d): d is Range => d.kind === 'range');
  for (const [i, a] of ranges.entries()) {
    for (const b of ranges.slice(i + 1)) {
      const apart =
        (a.to !== undefined && b.from !== undefined && a.to <= b.from) ||
        (b.to !== undefined && a.from !== undefined && b.to <= a.from);
      if (apart)
        return [`${a.from ?? '…'} to ${a.to ?? '…'}`, `${b.from ?? '…'} to ${b.to ?? '…'}`];
    }
  }
  return [];
}

/** A count of the different values of a dimension that is also grouped by it: one per row, always. */
export function distinctCountOfGroup(intent: Intent): Dimension[] {
  return intent.measures.flatMap((m) =>
    m.aggregate === 'distinct' && m.dimension && intent.groupBy.includes(m.dimension)
      ? [m.dimension]
      : [],
  );
}

/**
 * Dimensions the reading groups by while keeping one value of them ("count them by filing type"
 * with "Rate/Rule" kept as a filter): one row, so either the grouping or the filter is not what
 * was asked.
 */
export function groupedOnOneValue(tokens: Token[], intent: Intent): string[] {
  return intent.groupBy.flatMap((d) => {
    const values = intent.filters.get(d as never) ?? [];
    if (values.length !== 1) return [];
    // Only a grouping asked for with "by", "per", "each": "Moore was the reviewer" names the value.
    const asked = tokens.some(
      (t, i) =>
        t.meaning.kind === 'dimension' &&
        t.meaning.dimension === d &&
        (GROUPING_WORD.test(t.text) || GROUPING_WORD.test(tokens[i - 1]?.text ?? '')),
    );
    return asked ? [`${d.replaceAll('_', ' ')} ${values[0]}`] : [];
  });
}

const isShare = (m: { aggregate: string } | undefined) => m?.aggregate === 'share';

/** Whether the reading gives a share: a share measure, or a condition on one. */
function givesShare(intent: Intent): boolean {
  return (
    intent.measures.some(isShare) ||
    intent.conditions.some((c) => isShare(c.measure)) ||
    intent.share !== undefined
  );
}

/**
 * A share asked for that the reading does not give: "what share", "what %", "what proportion"
 * answered with a count ("out of all reviewer assignments, what % are in the secondary role" gave
 * the number of secondary assignments). A percent sign or word asks for a share after "what" or
 * "which"; elsewhere it is a figure's unit ("5%", "avg % change"). "In percent", "as a %" asks
 * for a share when every figure given is a number of things (filings, dollars, people, letters),
 * which has no percent of its own ("how much is Brightwater, in percent" given as a total).
 */
export function shareNotGiven(tokens: Token[], intent: Intent): string[] {
  if (givesShare(intent)) return [];
  const counted = intent.measures.length > 0 && intent.measures.every((m) => COUNTED.has(m.metric));
  const asked = tokens.filter((t, i) => {
    if (t.meaning.kind === 'share') return true;
    // "what % are secondary": a percent asked; "avg % change", "5%": a figure's unit.
    const unit = (t.meaning.kind === 'unit' && t.meaning.unit === '%') || /^percent$/.test(t.text);
    if (unit && counted && /^(in|as|a)$/.test(tokens[i - 1]?.text ?? '')) return true;
    // "pct of total filings" (nineteenth pass): a percent of something with no number before it.
    if (unit && tokens[i - 1]?.meaning.kind !== 'number' && tokens[i + 1]?.text === 'of')
      return true;
    return unit && tokens[i - 1]?.meaning.kind === 'which';
  });
  return asked.map((t) => t.text);
}

/** Figures that are numbers of things, never a percentage of their own. */
const COUNTED = new Set<Metric>([
  'filings',
  'reviews',
  'written_premium',
  'written_premium_change',
  'policyholders_affected',
  'objection_count',
]);

/**
 * A share of the filings given beside a total of a figure ("of the summed premium change, what
 * percent is Brightwater's" gave the share of Brightwater's filings and the total): the share of
 * the figure's total may be meant, which a count of filings does not give.
 */
export function shareOfFigureTotal(intent: Intent): string[] {
  if (!intent.measures.some(isShare)) return [];
  return intent.measures
    .filter((m) => m.aggregate === 'sum' && !IMPLICIT.has(m.metric))
    .map((m) => m.metric.replaceAll('_', ' '));
}
