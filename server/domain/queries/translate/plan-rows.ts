import type { Intent, Measure } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/**
 * The rating-plan figures whose rows a question can count, by the metric a count of those rows
 * carries: a coverage's base rate (base_rates, one row per filing and coverage), a factor level's
 * relativity (rating_factor_levels, one row per filing, factor and level), a factor's change
 * (rating_factors, one row per filing and factor).
 */
export const PLAN_ROW_METRICS = ['base_rate_change', 'relativity', 'factor_change'] as const;
export type PlanRowMetric = (typeof PLAN_ROW_METRICS)[number];

const ROWS_OF: Partial<Record<Metric, PlanRowMetric>> = {
  base_rate: 'base_rate_change',
  base_rate_change: 'base_rate_change',
  relativity: 'relativity',
  level_change: 'relativity',
  factor_change: 'factor_change',
};

/** A count of plan rows: `{ aggregate: 'count', metric }` with a metric of PLAN_ROW_METRICS. */
export function isPlanRowCount(m: Measure): m is Measure & { metric: PlanRowMetric } {
  return (
    m.aggregate === 'count' &&
    !m.filters &&
    !m.conditions &&
    !m.per &&
    (PLAN_ROW_METRICS as readonly Metric[]).includes(m.metric)
  );
}

/** Words between a count word and what it counts: filler, names, "distinct", "coverage". */
const passed = (t: Token | undefined): boolean =>
  t !== undefined &&
  (t.meaning.kind === 'stop' ||
    t.meaning.kind === 'copula' ||
    t.meaning.kind === 'value' ||
    t.meaning.kind === 'distinct' ||
    (t.meaning.kind === 'dimension' && t.meaning.dimension === 'coverage' && t.meaning.singular));

/**
 * The plan rows a count word counts: the first noun after it ("how many coverage base rates",
 * "count of base rate changes", "number of factor levels whose new relativity ..."), or, when the
 * count word ends the question ("base rate increases bigger than 30%: how many coverage rows?"),
 * the question's first noun. Levels are rows only when the question also says a level's figure
 * (a relativity or its change): "how many levels does Driver Age have" counts the levels.
 */
function countedPlanRows(
  tokens: readonly Token[],
  intent: Intent,
): { rows: PlanRowMetric; grouped?: 'level'; noun: string } | undefined {
  const at = tokens.findIndex((t) => t.meaning.kind === 'count');
  if (at < 0) return undefined;
  let k = at + 1;
  while (passed(tokens[k])) k++;
  const trailing = tokens.slice(at + 1).every((t) => passed(t) || /^rows?$/.test(t.text));
  const noun = trailing ? tokens.slice(0, at).find((t) => !passed(t)) : tokens[k];
  const m = noun?.meaning;
  if (m?.kind === 'metric') {
    // A bare "changes" is the filings' rate changes, not the factors'.
    if (m.metric === 'factor_change' && !/factor/.test(noun?.text.toLowerCase() ?? ''))
      return undefined;
    const rows = ROWS_OF[m.metric];
    return rows && noun ? { rows, noun: noun.text } : undefined;
  }
  if (m?.kind === 'dimension' && m.dimension === 'level' && !m.singular) {
    const levelFigure = intent.conditions.some(
      (c) => !c.measure && (c.metric === 'relativity' || c.metric === 'level_change'),
    );
    // "levels ... above a 2.00 relativity - how many?": the levels named first, then counted.
    return levelFigure && noun
      ? { rows: 'relativity', noun: noun.text, ...(trailing ? { grouped: 'level' } : {}) }
      : undefined;
  }
  return undefined;
}

/**
 * "How many coverage base rates rose more than 30%?", "count of factor levels whose relativity
 * after the filing exceeds 2" (twenty-second pass): the rows of a rating-plan table are what is
 * counted, not the filings that hold them, nor the different coverages or levels. Read so when
 * the reading is one count (of filings, or of the different coverages, levels or factors) with no
 * grouping, share or ranking, and the count word counts plan rows. In place; the words of the
 * counted noun when it applied (the interpreter may have set them aside), else undefined.
 */
export function planRowsCounted(tokens: readonly Token[], intent: Intent): string | undefined {
  const counted = countedPlanRows(tokens, intent);
  if (!counted) return undefined;
  const { rows, grouped } = counted;
  const groups = intent.groupBy.filter((g) => g !== grouped);
  if (intent.measures.length !== 1 || groups.length > 0) return undefined;
  if (intent.share || intent.over || intent.letters || intent.limit !== undefined) return undefined;
  const [m] = intent.measures;
  if (!m || m.filters || m.conditions || m.per) return undefined;
  const countsFilings = m.aggregate === 'count' && m.metric === 'filings';
  const countsDistinct =
    m.aggregate === 'distinct' &&
    (m.dimension === 'coverage' || m.dimension === 'level' || m.dimension === 'factor');
  if (!countsFilings && !countsDistinct) return undefined;
  // The rows counted must be the table the question's conditions read (or none is read).
  const read = new Set(intent.conditions.map((c) => ROWS_OF[c.metric]).filter(Boolean));
  if (read.size > 1 || (read.size === 1 && !read.has(rows))) return undefined;
  intent.measures = [{ aggregate: 'count', metric: rows }];
  intent.groupBy = groups;
  return counted.noun;
}
