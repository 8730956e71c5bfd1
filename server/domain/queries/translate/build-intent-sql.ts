import type { Condition, DateFilter, Intent, Measure } from './intent.ts';
import {
  type Dimension,
  FACTOR_LEVEL_SEPARATOR,
  isSupplemental,
  type Metric,
  type ValueDimension,
} from './meaning.ts';
import { isPlanRowCount, type PlanRowMetric } from './plan-rows.ts';
import {
  reviewerAverageSql,
  reviewerLettersSql,
  reviewerShareSql,
  rosterSql,
} from './roster-sql.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The columns that tell apart the rows of a table a filing has several of, by its alias. */
const ROW_KEYS: readonly (readonly [string, readonly string[]])[] = [
  ['b.', ['b.coverage']],
  ['s.', ['s.company', 's.coverage']],
  ['rf.', ['rf.factor']],
];
/** Figures that exist per company (company_rate_figures) as well as per filing. */
const COMPANY_FIGURES: Partial<Record<Metric, string>> = {
  rate_impact: 'rate_impact',
  indicated_change: 'indicated_change',
  written_premium_change: 'written_premium_change',
  written_premium: 'written_premium_for_program',
  policyholders_affected: 'policyholders_affected',
  max_change: 'max_change',
  min_change: 'min_change',
  average_premium_change: 'average_premium_change',
};

/**
 * How a question reaches the rating plans: `levels` joins rating_factor_levels (a relativity, a
 * level or a factor's level named), `factors` joins rating_factors (grouped by factor), `exists`
 * keeps the filings that revised a named factor without repeating them.
 */
type FactorAccess = 'levels' | 'factors' | 'exists' | 'none';

type Context = {
  intent: Intent;
  company: boolean;
  reviews: boolean;
  factor: FactorAccess;
  /** Joins supplemental_metrics (s): expense ratios, permissible loss ratios, trends per coverage. */
  supplemental: boolean;
  /** Joins objections (o): a letter's round or date, or the letters themselves (`intent.letters`). */
  objections: boolean;
  /** Joins base_rates (b): a coverage's base rate and its change. */
  baseRates: boolean;
  /** Joins reviewers (rv) to the reviews: grouped by the reviewer's title. */
  titles: boolean;
};

const BASE_RATE_METRICS = new Set<Metric>(['base_rate', 'base_rate_change']);

/** The column of the intent's date basis: a filing's date, or an objection letter's own. */
function dateColumn(ctx: Context): string {
  return ctx.intent.dateField === 'objection_date'
    ? 'o.objection_date'
    : `f.${ctx.intent.dateField}`;
}

/** Every metric the intent reads: measures, conditions, order, share. */
function metricsOf(intent: Intent): Metric[] {
  return [
    ...intent.measures.map((m) => m.metric),
    ...intent.conditions.map((c) => c.metric),
    ...(intent.share?.conditions.map((c) => c.metric) ?? []),
    ...(intent.share?.of ? [intent.share.of] : []),
    ...(intent.order?.metric ? [intent.order.metric] : []),
    ...(intent.order?.measure ? [intent.order.measure.metric] : []),
  ];
}

function factorAccess(intent: Intent): FactorAccess {
  const metrics = [
    ...intent.measures.map((m) => m.metric),
    ...intent.conditions.map((c) => c.metric),
    intent.order?.metric,
    intent.order?.measure?.metric,
  ];
  // "how many distinct rating factors ...": the count reads the factor (or level) column.
  const counted = intent.measures.map((m) =>
    m.aggregate === 'distinct' ? m.dimension : undefined,
  );
  if (
    metrics.includes('relativity') ||
    metrics.includes('level_change') ||
    intent.groupBy.includes('level') ||
    intent.filters.has('factor_level') ||
    counted.includes('level')
  )
    return 'levels';
  if (
    intent.groupBy.includes('factor') ||
    metrics.includes('factor_change') ||
    counted.includes('factor')
  )
    return 'factors';
  return intent.filters.has('factor') || intent.exclusions.has('factor') ? 'exists' : 'none';
}

/** The column a factor, a level or a factor's level reads under the context's join. */
function factorColumn(ctx: Context, what: 'factor' | 'level'): string {
  return `${ctx.factor === 'levels' ? 'l' : 'rf'}.${what}`;
}

function column(ctx: Context, metric: Metric): string {
  if (metric === 'relativity') return 'l.relativity_after';
  if (metric === 'level_change') return 'l.change';
  // "the average Symbols 33+ relativity change" (fifteenth pass): with the levels joined, the
  // change is the levels' own (rating_factor_levels.change); rating_factors is not joined, so
  // rf.change would not run (nineteenth pass: "the Model Year relativities", no level named).
  if (metric === 'factor_change') return ctx.factor === 'levels' ? 'l.change' : 'rf.change';
  if (metric === 'base_rate') return 'b.rate_after';
  if (metric === 'base_rate_change') return 'b.change';
  if (isSupplemental(metric)) return `s.${metric}`;
  const companyColumn = COMPANY_FIGURES[metric];
  return ctx.company && companyColumn ? `c.${companyColumn}` : `f.${metric}`;
}

function measureName(m: Measure): string {
  if (m.per) return 'ratio';
  if (m.aggregate === 'distinct') return `${m.dimension ?? 'filing'}_count`;
  if (m.aggregate === 'share') return 'share_percent';
  if (m.metric === 'reviews' && m.aggregate === 'avg') return 'reviewers_per_filing';
  if (m.metric === 'reviews') return 'reviewer_assignments';
  if (isPlanRowCount(m)) return PLAN_ROWS[m.metric].name;
  if (m.filters) {
    // "withdrawn_filings", "homeowners_filings" (a line's code left out: names start with a letter).
    const named = [...m.filters.values()]
      .flat()
      .map((v) => v.replace(/^[\d.]+\s+/, ''))
      .join('_');
    const slug = named
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    return /^[a-z]/.test(slug) ? `${slug}_filings` : `filings_${slug}`;
  }
  if (m.aggregate === 'count' || m.metric === 'filings') return 'filings';
  const prefix = {
    avg: 'average',
    median: 'median',
    sum: 'total',
    max: 'max',
    min: 'min',
    weighted: 'premium_weighted',
  }[m.aggregate];
  return `${prefix}_${m.metric === 'objection_count' ? 'objections' : m.metric}`;
}

/** The rows of a rating-plan table a count counts: their name and their key. */
const PLAN_ROWS: Record<PlanRowMetric, { name: string; key: string }> = {
  base_rate_change: { name: 'base_rates', key: 'b.serff_tracking_number, b.coverage' },
  relativity: { name: 'factor_levels', key: 'l.serff_tracking_number, l.factor, l.level' },
  factor_change: { name: 'factor_changes', key: 'rf.serff_tracking_number, rf.factor' },
};

/** A count of a plan table's rows: each once, whatever else is joined beside it. */
function planRowsSql(ctx: Context, metric: PlanRowMetric): string {
  const others =
    ctx.company ||
    ctx.reviews ||
    ctx.supplemental ||
    ctx.objections ||
    (metric !== 'base_rate_change' && ctx.baseRates) ||
    (metric !== 'relativity' && ctx.factor === 'levels') ||
    (metric !== 'factor_change' && ctx.factor === 'factors');
  return others ? `count(distinct (${PLAN_ROWS[metric].key}))` : 'count(*)';
}

function filingCount(ctx: Context, where?: string): string {
  const filter = where ? ` filter (where ${where})` : '';
  return ctx.company ||
    ctx.reviews ||
    ctx.supplemental ||
    ctx.objections ||
    ctx.baseRates ||
    ctx.factor === 'levels' ||
    ctx.factor === 'factors'
    ? `count(distinct f.serff_tracking_number)${filter}`
    : `count(*)${filter}`;
}

function shareSql(ctx: Context): string {
  const share = ctx.intent.share;
  const parts: string[] = [];
  if (share) {
    for (const [d, values] of share.filters) parts.push(filterSql(ctx, d, values));
    for (const condition of share.conditions) parts.push(conditionSql(ctx, condition));
  }
  // "share of the review assignments that are secondary", "percentage of the base rates that went
  // down" (twentieth pass): of the review rows, of the base rate rows (one per coverage).
  if ((share?.of === 'reviews' || share?.of === 'base_rate_change') && parts.length > 0) {
    const rows =
      share.of === 'reviews'
        ? measureSql(ctx, { aggregate: 'count', metric: 'reviews' })
        : 'count(distinct (b.serff_tracking_number, b.coverage))';
    return `round(100.0 * ${rows} filter (where ${parts.join(' and ')}) / nullif(${rows}, 0), 2)`;
  }
  // "share of the policyholders affected that were in decrease filings": a part of a total.
  if (share?.of && parts.length > 0) {
    const figure = column(ctx, share.of);
    // A figure stored as a double (written premium change) makes the quotient one: round() takes
    // numeric only.
    return `round((100.0 * sum(${figure}) filter (where ${parts.join(' and ')}) / nullif(sum(${figure}), 0))::numeric, 2)`;
  }
  // No part named: each group's share of all the filings the question selects.
  if (parts.length === 0 && ctx.intent.groupBy.length > 0)
    return `round(100.0 * ${filingCount(ctx)} / nullif(sum(${filingCount(ctx)}) over (), 0), 2)`;
  const part = filingCount(ctx, parts.join(' and ') || 'true');
  return `round(100.0 * ${part} / nullif(${filingCount(ctx)}, 0), 2)`;
}

/** A measure's SQL; `exact` leaves averages unrounded (a condition compares the true figure). */
function measureSql(ctx: Context, m: Measure, exact = false): string {
  if (m.aggregate === 'distinct' && m.dimension) {
    return `count(distinct ${dimensionColumn(ctx, m.dimension)})`;
  }
  if (m.aggregate === 'share') return shareSql(ctx);
  if (m.per) {
    // "ratio of Rate/Rule filings to Rate filings": one count over the other.
    const part = measureSql(ctx, { ...m, per: undefined });
    const whole = measureSql(ctx, { aggregate: 'count', metric: 'filings', filters: m.per });
    return `round(1.0 * ${part} / nullif(${whole}, 0), 4)`;
  }
  if (m.metric === 'reviews' && m.aggregate === 'avg') {
    // "reviewers per filing": the assignments over the filings that have them.
    const assignments = measureSql(ctx, { aggregate: 'count', metric: 'reviews' });
    return `round(${assignments}::numeric / nullif(count(distinct f.serff_tracking_number), 0), 2)`;
  }
  if (m.metric === 'reviews') {
    // One row per reviewer of a filing; other joins would repeat it.
    return ctx.company ||
      ctx.supplemental ||
      ctx.baseRates ||
      ctx.objections ||
      ctx.factor === 'levels' ||
      ctx.factor === 'factors'
      ? `count(distinct (r.serff_tracking_number, r.reviewer_id))`
      : 'count(*)';
  }
  if (isPlanRowCount(m)) return planRowsSql(ctx, m.metric);
  if ((m.aggregate === 'count' || m.metric === 'filings') && (m.filters || m.conditions)) {
    const parts = [
      ...[...(m.filters ?? [])].map(([d, values]) => filterSql(ctx, d, values)),
      ...(m.conditions ?? []).map((c) => conditionSql(ctx, c)),
    ];
    return filingCount(ctx, parts.join(' and '));
  }
  if (m.aggregate === 'count' || m.metric === 'filings') return filingCount(ctx);
  if (ctx.intent.letters && m.metric === 'objection_count') {
    // Each objection letter once: one row of objections per filing and round.
    const others = ctx.company || ctx.reviews || ctx.supplemental || ctx.factor !== 'none';
    return others ? 'count(distinct (o.serff_tracking_number, o.round))' : 'count(o.round)';
  }
  const col = column(ctx, m.metric);
  const digits = m.metric === 'relativity' ? 3 : 2;
  const round = (expr: string) => (exact ? expr : `round((${expr})::numeric, ${digits})`);
  switch (m.aggregate) {
    case 'avg':
      return round(`avg(${col})`);
    case 'median':
      return round(`percentile_cont(0.5) within group (order by ${col})`);
    case 'weighted': {
      const premium = column(ctx, 'written_premium');
      return round(
        `sum(${col} * ${premium}) / nullif(sum(${premium}) filter (where ${col} is not null), 0)`,
      );
    }
    default:
      return `${m.aggregate}(${col})`;
  }
}

/** The expression of a dimension, without its name. */
function dimensionColumn(ctx: Context, d: Dimension): string {
  return dimensionSql(ctx, d).replace(/ as \w+$/, '');
}

function dimensionSql(ctx: Context, d: Dimension): string {
  const date = dateColumn(ctx);
  switch (d) {
    case 'company':
      return ctx.company ? 'c.company' : 's.company';
    case 'reviewer':
      return ctx.intent.letters ? 'o.reviewer_name as reviewer' : 'r.reviewer_name as reviewer';
    case 'round':
      return 'o.round';
    case 'reviewer_title':
      return 'rv.title as reviewer_title';
    case 'coverage':
      return coverageColumn(ctx);
    case 'role':
      return 'r.role';
    case 'factor':
    case 'level':
      return factorColumn(ctx, d);
    case 'segment':
      return 'f.segment_id as segment';
    case 'year':
      return `extract(year from ${date})::int as year`;
    case 'quarter':
      return `to_char(${date}, 'YYYY-"Q"Q') as quarter`;
    case 'month':
      return `to_char(${date}, 'YYYY-MM') as month`;
    default:
      return `f.${d}`;
  }
}

function factorFilterSql(ctx: Context, d: 'factor' | 'factor_level', values: string[]): string {
  if (d === 'factor_level') {
    const pairs = values.map((v) => {
      const [factor = '', level = ''] = v.split(FACTOR_LEVEL_SEPARATOR);
      return `(l.factor = ${quote(factor)} and l.level = ${quote(level)})`;
    });
    return pairs.length === 1 ? (pairs[0] ?? '') : `(${pairs.join(' or ')})`;
  }
  const test =
    values.length === 1 ? `= ${quote(values[0] ?? '')}` : `in (${values.map(quote).join(', ')})`;
  if (ctx.factor === 'exists')
    return `exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number and rf.factor ${test})`;
  return `${factorColumn(ctx, 'factor')} ${test}`;
}

/** The reviewers of the filing (r) who hold one of the titles. */
function titleSql(values: string[], negated: boolean): string {
  const test =
    values.length === 1 ? `= ${quote(values[0] ?? '')}` : `in (${values.map(quote).join(', ')})`;
  return `r.reviewer_id ${negated ? 'not in' : 'in'} (select v.reviewer_id from reviewers v where v.title ${test})`;
}

/** The coverage of the base rates when the question reads them and no supplemental figure. */
function coverageColumn(ctx: Context): string {
  return ctx.baseRates && !metricsOf(ctx.intent).some(isSupplemental) ? 'b.coverage' : 's.coverage';
}

function valueColumn(ctx: Context, d: ValueDimension): string {
  if (d === 'company') return ctx.company ? 'c.company' : 's.company';
  if (d === 'coverage') return coverageColumn(ctx);
  if (d === 'reviewer') return ctx.intent.letters ? 'o.reviewer_name' : 'r.reviewer_name';
  if (d === 'role') return 'r.role';
  return `f.${d}`;
}

const REVIEW_DIMENSIONS: readonly ValueDimension[] = ['role', 'reviewer', 'reviewer_title'];

/**
 * A value of the filing's reviews left out of a question about filings ("filings with no
 * secondary reviewer", "filings not reviewed by an actuary"): a filing has several reviews, so
 * leaving out the rows of that role would still count the filing through its other reviews. The
 * filing is kept when none of its reviews has the value. Not when the question counts the
 * reviews themselves or gives a row per value of that dimension, nor for the letters' writers.
 */
function excludedFromEveryReview(intent: Intent, d: ValueDimension): boolean {
  if (!REVIEW_DIMENSIONS.includes(d)) return false;
  if (d === 'reviewer' && intent.letters) return false;
  if (metricsOf(intent).includes('reviews')) return false;
  return !intent.groupBy.some((g) => REVIEW_DIMENSIONS.includes(g as ValueDimension));
}

function noReviewWithSql(d: ValueDimension, values: string[]): string {
  const test =
    values.length === 1 ? `= ${quote(values[0] ?? '')}` : `in (${values.map(quote).join(', ')})`;
  const column =
    d === 'role'
      ? `x.role ${test}`
      : d === 'reviewer'
        ? `x.reviewer_name ${test}`
        : `x.reviewer_id in (select v.reviewer_id from reviewers v where v.title ${test})`;
  return `not exists (select 1 from reviews x where x.serff_tracking_number = f.serff_tracking_number and ${column})`;
}

function exclusionSql(ctx: Context, d: ValueDimension, values: string[]): string {
  if (excludedFromEveryReview(ctx.intent, d)) return noReviewWithSql(d, values);
  if (d === 'factor' || d === 'factor_level') return `not ${factorFilterSql(ctx, d, values)}`;
  if (d === 'reviewer_title') return titleSql(values, true);
  const col = valueColumn(ctx, d);
  return values.length === 1
    ? `${col} <> ${quote(values[0] ?? '')}`
    : `${col} not in (${values.map(quote).join(', ')})`;
}

function filterSql(ctx: Context, d: ValueDimension, values: string[]): string {
  if (d === 'factor' || d === 'factor_level') return factorFilterSql(ctx, d, values);
  if (d === 'reviewer_title') return titleSql(values, false);
  const col = valueColumn(ctx, d);
  return values.length === 1
    ? `${col} = ${quote(values[0] ?? '')}`
    : `${col} in (${values.map(quote).join(', ')})`;
}

function dateSql(ctx: Context, filter: DateFilter): string[] {
  const col = dateColumn(ctx);
  if (filter.kind === 'relative')
    return filter.days !== undefined
      ? [`${col} >= current_date - interval '${filter.days} days'`, `${col} <= current_date`]
      : [
          `${col} >= current_date - interval '${filter.months ?? 12} months'`,
          // "In the last 12 months" ends today: an effective date may lie ahead.
          `${col} <= current_date`,
        ];
  if (filter.kind === 'quarter-of-year')
    return [`extract(quarter from ${col}) = ${filter.quarter}`];
  if (filter.kind === 'years') return [`extract(year from ${col}) in (${filter.years.join(', ')})`];
  if (filter.kind === 'month-day') return [`extract(day from ${col}) = ${filter.day}`];
  if (filter.kind === 'weekday')
    return filter.days.length === 1
      ? [`extract(dow from ${col}) = ${filter.days[0]}`]
      : [`extract(dow from ${col}) in (${filter.days.join(', ')})`];
  if (filter.kind === 'month-of-year')
    return filter.from === filter.to
      ? [`extract(month from ${col}) = ${filter.from}`]
      : [`extract(month from ${col}) between ${filter.from} and ${filter.to}`];
  if (filter.kind === 'to-date') {
    const start = `date_trunc('${filter.unit}', current_date)`;
    return filter.through
      ? [`${col} >= ${start}`, `${col} <= current_date`]
      : [`${col} >= ${start}`, `${col} < ${start} + interval '1 ${filter.unit}'`];
  }
  const out: string[] = [];
  if (filter.from) out.push(`${col} >= date '${filter.from}'`);
  if (filter.to) out.push(`${col} < date '${filter.to}'`);
  return out;
}

function conditionSql(ctx: Context, condition: Condition): string {
  const left = condition.measure
    ? measureSql(ctx, condition.measure, true)
    : column(ctx, condition.metric);
  if (condition.against) return `${left} ${condition.op} ${column(ctx, condition.against)}`;
  return `${left} ${condition.op} ${condition.value}`;
}

/** True when the intent groups by, filters on, leaves out or counts a dimension. */
function uses(intent: Intent, d: ValueDimension): boolean {
  return (
    intent.groupBy.includes(d as Dimension) ||
    intent.filters.has(d) ||
    (intent.exclusions.has(d) && !excludedFromEveryReview(intent, d)) ||
    (intent.share?.filters.has(d) ?? false) ||
    intent.measures.some((m) => m.dimension === d)
  );
}

/**
 * "Average number of filings per carrier": the groups' figures, then one aggregate over them.
 * The groups are read as any grouped question; the outer figure is rounded like an average.
 */
function overSql(intent: Intent, over: NonNullable<Intent['over']>): string {
  const { over: _, order: __, limit: ___, ...grouped } = intent;
  const inner = buildIntentSql(grouped);
  const measure = intent.measures[0];
  const name = measure ? measureName(measure) : 'filings';
  const per = intent.groupBy.join('_and_');
  const label = { avg: 'average', median: 'median', max: 'max', min: 'min' }[over];
  const figure =
    over === 'avg'
      ? `round((avg(t.${name}))::numeric, 2)`
      : over === 'median'
        ? `round((percentile_cont(0.5) within group (order by t.${name}))::numeric, 2)`
        : `${over}(t.${name})`;
  const indented = inner
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return [`select ${figure} as ${label}_${name}_per_${per}`, 'from (', indented, ') t'].join('\n');
}

/** Whether the periods keep the filings within one calendar year ("in 2025", "Q1 to Q3 2024"). */
function withinOneYear(dates: readonly DateFilter[]): boolean {
  return dates.some((d) => {
    if (d.kind !== 'range' || !d.from || !d.to) return false;
    const year = Number(d.from.slice(0, 4));
    return d.to <= `${year + 1}-01-01`;
  });
}

/** Writes the SQL for an intent over the query views (one SELECT, readable, deterministic). */
export function buildIntentSql(intent: Intent): string {
  const roster =
    rosterSql(intent) ??
    reviewerLettersSql(intent) ??
    reviewerAverageSql(intent) ??
    reviewerShareSql(intent);
  if (roster) return roster;
  if (intent.over && intent.groupBy.length > 0) return overSql(intent, intent.over);
  const letters = intent.letters === true;
  const ctx: Context = {
    intent,
    // A supplemental figure is filed per company: its own company column, not the filing's.
    company: uses(intent, 'company') && !metricsOf(intent).some(isSupplemental),
    reviews:
      (uses(intent, 'reviewer') && !letters) ||
      uses(intent, 'role') ||
      uses(intent, 'reviewer_title') ||
      metricsOf(intent).includes('reviews'),
    factor: factorAccess(intent),
    supplemental:
      metricsOf(intent).some(isSupplemental) ||
      (uses(intent, 'coverage') && !metricsOf(intent).some((m) => BASE_RATE_METRICS.has(m))),
    baseRates: metricsOf(intent).some((m) => BASE_RATE_METRICS.has(m)),
    titles: intent.groupBy.includes('reviewer_title'),
    objections:
      letters ||
      intent.groupBy.includes('round') ||
      intent.measures.some((m) => m.dimension === 'round') ||
      intent.dateField === 'objection_date' ||
      intent.rounds !== undefined,
  };
  const where: string[] = [];
  for (const [d, values] of intent.filters) where.push(filterSql(ctx, d, values));
  for (const [d, values] of intent.exclusions) where.push(exclusionSql(ctx, d, values));
  if (intent.without)
    where.push(
      `not exists (select 1 from ${intent.without} w where w.serff_tracking_number = f.serff_tracking_number)`,
    );
  for (const filter of intent.dates) where.push(...dateSql(ctx, filter));
  if (intent.rounds) where.push(`o.round ${intent.rounds.op} ${intent.rounds.round}`);
  const having: string[] = [];
  for (const condition of intent.conditions) {
    (condition.measure ? having : where).push(conditionSql(ctx, condition));
  }
  const from = ['from filings f'];
  if (ctx.company)
    from.push('join company_rate_figures c on c.serff_tracking_number = f.serff_tracking_number');
  if (ctx.reviews) from.push('join reviews r on r.serff_tracking_number = f.serff_tracking_number');
  if (ctx.supplemental)
    from.push('join supplemental_metrics s on s.serff_tracking_number = f.serff_tracking_number');
  if (ctx.objections)
    from.push('join objections o on o.serff_tracking_number = f.serff_tracking_number');
  if (ctx.baseRates)
    from.push('join base_rates b on b.serff_tracking_number = f.serff_tracking_number');
  if (ctx.titles) from.push('join reviewers rv on rv.reviewer_id = r.reviewer_id');
  if (ctx.factor === 'levels')
    from.push('join rating_factor_levels l on l.serff_tracking_number = f.serff_tracking_number');
  if (ctx.factor === 'factors')
    from.push('join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number');
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  const lines: string[] = [];
  if (grouped) {
    const timeDims = intent.groupBy.filter((d) => d === 'year' || d === 'quarter' || d === 'month');
    if (timeDims.length > 0) where.push(`${dateColumn(ctx)} is not null`);
    const select = [
      ...intent.groupBy.map((d) => dimensionSql(ctx, d)),
      ...intent.measures.map((m) => `${measureSql(ctx, m)} as ${measureName(m)}`),
    ];
    // "each month of 2025", "quarter by quarter in 2024": within one year, the period's number
    // (1-12, 1-4) beside its label, which is how a year's months or quarters are usually named.
    for (const unit of ['month', 'quarter'] as const)
      if (intent.groupBy.includes(unit) && withinOneYear(intent.dates))
        select.push(`min(extract(${unit} from ${dateColumn(ctx)}))::int as ${unit}_number`);
    lines.push(`select ${select.join(', ')}`, ...from);
    if (where.length) lines.push(`where ${where.join('\n  and ')}`);
    const keys = intent.groupBy.map((_, i) => String(i + 1));
    if (intent.groupBy.length)
      lines.push(`group by ${intent.groupBy.map((_, i) => i + 1).join(', ')}`);
    if (having.length) lines.push(`having ${having.join(' and ')}`);
    const orderBy: string[] = [];
    const orderMeasure =
      intent.order?.measure ?? (timeDims.length ? undefined : intent.measures[0]);
    if (intent.groupBy.includes('level') && !intent.order?.measure) {
      // Levels read in their table's order.
      orderBy.push('min(l.level_order)');
    } else if (orderMeasure) {
      orderBy.push(`${measureName(orderMeasure)} ${intent.order?.direction ?? 'desc'} nulls last`);
    }
    orderBy.push(...keys);
    if (intent.groupBy.length || orderMeasure) lines.push(`order by ${orderBy.join(', ')}`);
  } else {
    const levelColumns =
      ctx.factor === 'levels' ? ', l.factor, l.level, l.relativity_before, l.relativity_after' : '';
    // The figures the list is ordered or filtered by are shown beside each filing.
    const shown = [
      intent.order?.metric,
      ...intent.conditions.filter((x) => !x.measure).map((x) => x.metric),
    ].filter(
      (m, i, all): m is Metric =>
        m !== undefined &&
        all.indexOf(m) === i &&
        !['rate_impact', 'filings', 'reviews', 'relativity'].includes(m) &&
        // A factor's change is on a row of its own only when the factors are joined.
        (m !== 'factor_change' || ctx.factor === 'factors'),
    );
    const figures = shown.map((m) => column(ctx, m));
    // A figure of a table with several rows per filing shows which row it is (twenty-second
    // pass): the coverage of a base rate, the company and coverage of a supplemental figure.
    const rowKeys = [
      ...new Set(
        figures.flatMap((c) => ROW_KEYS.find(([alias]) => c.startsWith(alias))?.[1] ?? []),
      ),
    ]
      .map((k) => `, ${k}`)
      .join('');
    const figureColumns = rowKeys + shown.map((m, i) => `, ${figures[i]} as ${m}`).join('');
    // A list ordered by date shows that date ("the most recent filing").
    const dateShown =
      intent.order?.date && intent.dateField !== 'submitted_date' ? `, ${dateColumn(ctx)}` : '';
    // A filing with two letters of the round asked is listed once (twenty-first pass).
    const once = ctx.objections && !intent.order ? 'distinct ' : '';
    lines.push(
      `select ${once}f.serff_tracking_number, f.carrier, f.state, f.product_name, f.disposition_status, f.submitted_date, f.rate_impact${dateShown}${figureColumns}${levelColumns}`,
      ...from,
    );
    if (where.length) lines.push(`where ${where.join('\n  and ')}`);
    const metric = intent.order?.metric;
    const orderBy = intent.order?.date
      ? `${dateColumn(ctx)} ${intent.order.direction} nulls last, f.serff_tracking_number`
      : metric
        ? `${column(ctx, metric)} ${intent.order?.direction ?? 'desc'} nulls last, f.serff_tracking_number`
        : 'f.submitted_date desc nulls last, f.serff_tracking_number';
    lines.push(`order by ${orderBy}`);
  }
  if (intent.limit !== undefined) lines.push(`limit ${Math.max(1, Math.floor(intent.limit))}`);
  return lines.join('\n');
}
