import type { Condition, DateFilter, Intent, Measure } from './intent.ts';
import {
  type Dimension,
  FACTOR_LEVEL_SEPARATOR,
  isSupplemental,
  type Metric,
  type ValueDimension,
} from './meaning.ts';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Figures that exist per company (company_rate_figures) as well as per filing. */
const COMPANY_FIGURES: Partial<Record<Metric, string>> = {
  rate_impact: 'rate_impact',
  indicated_change: 'indicated_change',
  written_premium_change: 'written_premium_change',
  written_premium: 'written_premium_for_program',
  policyholders_affected: 'policyholders_affected',
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
};

/** Every metric the intent reads: measures, conditions, order, share. */
function metricsOf(intent: Intent): Metric[] {
  return [
    ...intent.measures.map((m) => m.metric),
    ...intent.conditions.map((c) => c.metric),
    ...(intent.share?.conditions.map((c) => c.metric) ?? []),
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
  if (
    metrics.includes('relativity') ||
    intent.groupBy.includes('level') ||
    intent.filters.has('factor_level')
  )
    return 'levels';
  if (intent.groupBy.includes('factor')) return 'factors';
  return intent.filters.has('factor') || intent.exclusions.has('factor') ? 'exists' : 'none';
}

/** The column a factor, a level or a factor's level reads under the context's join. */
function factorColumn(ctx: Context, what: 'factor' | 'level'): string {
  return `${ctx.factor === 'levels' ? 'l' : 'rf'}.${what}`;
}

function column(ctx: Context, metric: Metric): string {
  if (metric === 'relativity') return 'l.relativity_after';
  if (isSupplemental(metric)) return `s.${metric}`;
  const companyColumn = COMPANY_FIGURES[metric];
  return ctx.company && companyColumn ? `c.${companyColumn}` : `f.${metric}`;
}

function measureName(m: Measure): string {
  if (m.aggregate === 'distinct') return `${m.dimension ?? 'filing'}_count`;
  if (m.aggregate === 'share') return 'share_percent';
  if (m.metric === 'reviews') return 'reviewer_assignments';
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

function filingCount(ctx: Context, where?: string): string {
  const filter = where ? ` filter (where ${where})` : '';
  return ctx.company ||
    ctx.reviews ||
    ctx.supplemental ||
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
  const part = filingCount(ctx, parts.join(' and ') || 'true');
  return `round(100.0 * ${part} / nullif(${filingCount(ctx)}, 0), 2)`;
}

function measureSql(ctx: Context, m: Measure): string {
  if (m.aggregate === 'distinct' && m.dimension) {
    return `count(distinct ${dimensionColumn(ctx, m.dimension)})`;
  }
  if (m.aggregate === 'share') return shareSql(ctx);
  if (m.metric === 'reviews') {
    // One row per reviewer of a filing; other joins would repeat it.
    return ctx.company || ctx.supplemental || ctx.factor === 'levels' || ctx.factor === 'factors'
      ? `count(distinct (r.serff_tracking_number, r.reviewer_id))`
      : 'count(*)';
  }
  if (m.aggregate === 'count' || m.metric === 'filings') return filingCount(ctx);
  const col = column(ctx, m.metric);
  const digits = m.metric === 'relativity' ? 3 : 2;
  const round = (expr: string) => `round((${expr})::numeric, ${digits})`;
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
  const date = `f.${ctx.intent.dateField}`;
  switch (d) {
    case 'company':
      return 'c.company';
    case 'reviewer':
      return 'r.reviewer_name as reviewer';
    case 'role':
      return 'r.role';
    case 'factor':
    case 'level':
      return factorColumn(ctx, d);
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

function valueColumn(d: ValueDimension): string {
  if (d === 'company') return 'c.company';
  if (d === 'reviewer') return 'r.reviewer_name';
  if (d === 'role') return 'r.role';
  return `f.${d}`;
}

function exclusionSql(ctx: Context, d: ValueDimension, values: string[]): string {
  if (d === 'factor' || d === 'factor_level') return `not ${factorFilterSql(ctx, d, values)}`;
  const col = valueColumn(d);
  return values.length === 1
    ? `${col} <> ${quote(values[0] ?? '')}`
    : `${col} not in (${values.map(quote).join(', ')})`;
}

function filterSql(ctx: Context, d: ValueDimension, values: string[]): string {
  if (d === 'factor' || d === 'factor_level') return factorFilterSql(ctx, d, values);
  const col = valueColumn(d);
  return values.length === 1
    ? `${col} = ${quote(values[0] ?? '')}`
    : `${col} in (${values.map(quote).join(', ')})`;
}

function dateSql(ctx: Context, filter: DateFilter): string[] {
  const col = `f.${ctx.intent.dateField}`;
  if (filter.kind === 'relative')
    return filter.days !== undefined
      ? [`${col} >= current_date - interval '${filter.days} days'`]
      : [`${col} >= current_date - interval '${filter.months ?? 12} months'`];
  if (filter.kind === 'quarter-of-year')
    return [`extract(quarter from ${col}) = ${filter.quarter}`];
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
    ? measureSql(ctx, condition.measure)
    : column(ctx, condition.metric);
  return `${left} ${condition.op} ${condition.value}`;
}

/** True when the intent groups by, filters on, leaves out or counts a dimension. */
function uses(intent: Intent, d: ValueDimension): boolean {
  return (
    intent.groupBy.includes(d as Dimension) ||
    intent.filters.has(d) ||
    intent.exclusions.has(d) ||
    (intent.share?.filters.has(d) ?? false) ||
    intent.measures.some((m) => m.dimension === d)
  );
}

/** Writes the SQL for an intent over the query views (one SELECT, readable, deterministic). */
export function buildIntentSql(intent: Intent): string {
  const ctx: Context = {
    intent,
    company: uses(intent, 'company'),
    reviews:
      uses(intent, 'reviewer') || uses(intent, 'role') || metricsOf(intent).includes('reviews'),
    factor: factorAccess(intent),
    supplemental: metricsOf(intent).some(isSupplemental),
  };
  const where: string[] = [];
  for (const [d, values] of intent.filters) where.push(filterSql(ctx, d, values));
  for (const [d, values] of intent.exclusions) where.push(exclusionSql(ctx, d, values));
  for (const filter of intent.dates) where.push(...dateSql(ctx, filter));
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
  if (ctx.factor === 'levels')
    from.push('join rating_factor_levels l on l.serff_tracking_number = f.serff_tracking_number');
  if (ctx.factor === 'factors')
    from.push('join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number');
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  const lines: string[] = [];
  if (grouped) {
    const timeDims = intent.groupBy.filter((d) => d === 'year' || d === 'quarter' || d === 'month');
    if (timeDims.length > 0) where.push(`f.${intent.dateField} is not null`);
    const select = [
      ...intent.groupBy.map((d) => dimensionSql(ctx, d)),
      ...intent.measures.map((m) => `${measureSql(ctx, m)} as ${measureName(m)}`),
    ];
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
    lines.push(
      `select f.serff_tracking_number, f.carrier, f.state, f.product_name, f.disposition_status, f.submitted_date, f.rate_impact${levelColumns}`,
      ...from,
    );
    if (where.length) lines.push(`where ${where.join('\n  and ')}`);
    const metric = intent.order?.metric;
    const orderBy = metric
      ? `${column(ctx, metric)} ${intent.order?.direction ?? 'desc'} nulls last, f.serff_tracking_number`
      : 'f.submitted_date desc nulls last, f.serff_tracking_number';
    lines.push(`order by ${orderBy}`);
  }
  if (intent.limit !== undefined) lines.push(`limit ${Math.max(1, Math.floor(intent.limit))}`);
  return lines.join('\n');
}
