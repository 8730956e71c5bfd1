import type { Condition, DateFilter, Intent, Measure } from './intent.ts';
import {
  type DateField,
  type Dimension,
  FACTOR_LEVEL_SEPARATOR,
  type Metric,
  type ValueDimension,
} from './meaning.ts';
import { isPlanRowCount, type PlanRowMetric } from './plan-rows.ts';
import { reviewerAverageSql } from './roster-sql.ts';

const METRIC_NAME: Record<Metric, string> = {
  rate_impact: 'rate impact',
  indicated_change: 'indicated change',
  written_premium_change: 'written premium change',
  written_premium: 'written premium',
  days_to_approval: 'days to approval',
  policyholders_affected: 'policyholders affected',
  objection_count: 'objection letters',
  max_change: 'largest change for any policyholder',
  min_change: 'smallest change for any policyholder',
  average_premium_change: 'average premium change per policy ($)',
  company_count: 'underwriting companies per filing',
  filings: 'filings',
  relativity: 'relativity',
  level_change: 'relativity change (per level)',
  factor_change: 'rating factor change',
  reviews: 'reviewer assignments',
  base_rate: 'base rate (per coverage, $)',
  base_rate_change: 'base rate change (per coverage)',
  indication: 'indicated change (per coverage)',
  expense_ratio: 'expense ratio (per coverage)',
  permissible_loss_ratio: 'permissible loss ratio (per coverage)',
  historic_frequency_trend: 'historic frequency trend',
  historic_severity_trend: 'historic severity trend',
  historic_premium_trend: 'historic premium trend',
  historic_total_trend: 'historic loss trend',
  prospective_frequency_trend: 'prospective frequency trend',
  prospective_severity_trend: 'prospective severity trend',
  prospective_premium_trend: 'prospective premium trend',
  prospective_total_trend: 'prospective loss trend',
};

const UNIT: Partial<Record<Metric, string>> = {
  rate_impact: '%',
  indicated_change: '%',
  factor_change: '%',
  level_change: '%',
  base_rate_change: '%',
  days_to_approval: ' days',
  max_change: '%',
  min_change: '%',
  indication: '%',
  expense_ratio: '%',
  permissible_loss_ratio: '%',
};

const DIMENSION_NAME: Record<Dimension | ValueDimension, string> = {
  carrier: 'carrier',
  company: 'company',
  filing_company: 'filing company',
  state: 'state',
  line_of_business: 'line',
  sub_toi: 'sub-TOI',
  disposition_status: 'status',
  filing_type: 'filing type',
  reviewer: 'reviewer',
  product_name: 'product',
  approval_type: 'approval type',
  role: 'reviewer role',
  rate_change_type: 'rate change type',
  factor: 'rating factor',
  level: 'factor level',
  factor_level: 'factor level',
  segment: 'product segment',
  coverage: 'coverage',
  round: 'objection round',
  took_effect: 'rates took effect',
  on_approval: 'effective on approval',
  reviewer_title: 'reviewer title',
  year: 'year',
  quarter: 'quarter',
  month: 'month',
};

const DATE_NAME: Record<DateField, string> = {
  effective_date_new: 'effective',
  submitted_date: 'submitted',
  disposition_date: 'decided',
  objection_date: 'objection letter',
};

const AGGREGATE_NAME: Record<Exclude<Measure['aggregate'], 'distinct' | 'share'>, string> = {
  avg: 'average',
  median: 'median',
  sum: 'total',
  max: 'highest',
  min: 'lowest',
  weighted: 'premium-weighted',
  count: 'number of',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "04.0 Homeowners" reads "Homeowners"; a factor's level reads "Driver Age 16-17". */
function valueName(value: string): string {
  return value.replace(/^[\d.]+\s+/, '').replace(FACTOR_LEVEL_SEPARATOR, ' ');
}

/** A count of rating-plan rows, said with what one row is. */
const PLAN_ROW_TEXT: Record<PlanRowMetric, string> = {
  base_rate_change: 'number of base rates (one per coverage of a filing)',
  relativity: 'number of rating factor levels (one per level of a factor in a filing)',
  factor_change: 'number of rating factor changes (one per factor of a filing)',
};

export function measureText(m: Measure): string {
  if (m.per)
    return `${measureText({ ...m, per: undefined })} per filing with ${[...m.per].map(([d, v]) => filterText(d, v)).join(' and ')}`;
  if (m.aggregate === 'distinct')
    return `number of distinct ${DIMENSION_NAME[m.dimension ?? 'carrier']}s`;
  if (m.aggregate === 'share')
    return m.dimension === 'reviewer' ? 'share of reviewers (%)' : 'share of filings (%)';
  if (m.metric === 'reviews' && m.aggregate === 'avg')
    return 'reviewer assignments per filing (average over the filings reviewed)';
  if (m.metric === 'reviews') return 'number of reviewer assignments';
  if (isPlanRowCount(m)) return PLAN_ROW_TEXT[m.metric];
  if (m.filters || m.conditions)
    return `number of filings with ${[
      ...[...(m.filters ?? [])].map(([d, v]) => filterText(d, v)),
      ...(m.conditions ?? []).map(conditionText),
    ].join(' and ')}`;
  if (m.aggregate === 'count' || m.metric === 'filings') return 'number of filings';
  return `${AGGREGATE_NAME[m.aggregate]} ${METRIC_NAME[m.metric]}`;
}

function conditionText(c: Condition): string {
  const name = c.measure ? measureText(c.measure) : METRIC_NAME[c.metric];
  if (c.against) return `${name} ${c.op} ${METRIC_NAME[c.against]}`;
  const unit = c.metric === 'filings' ? '' : (UNIT[c.metric] ?? '');
  const value = c.value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return `${name} ${c.op} ${value}${unit}`;
}

function filterText(d: ValueDimension, values: string[], negated = false): string {
  if (d === 'took_effect')
    return (values[0] === 'true') !== negated ? 'rates took effect' : 'rates did not take effect';
  if (d === 'on_approval')
    return (values[0] === 'true') !== negated
      ? 'effective on approval'
      : 'not effective on approval';
  return `${negated ? 'excluding ' : ''}${DIMENSION_NAME[d]} ${values.map(valueName).join(' or ')}`;
}

/** The day before an exclusive end, as written ("2024-06-30"). */
function lastDay(to: string): string {
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

export function dateText(filter: DateFilter, field: DateField): string {
  const verb =
    field === 'objection_date' ? 'objection letters dated' : `filings ${DATE_NAME[field]}`;
  switch (filter.kind) {
    case 'relative':
      return filter.days !== undefined
        ? `${verb} in the last ${filter.days} days`
        : `${verb} in the last ${filter.months ?? 12} months`;
    case 'quarter-of-year':
      return `${verb} in Q${filter.quarter} of any year`;
    case 'month-of-year':
      return filter.from === filter.to
        ? `${verb} in ${MONTHS[filter.from - 1] ?? filter.from} of any year`
        : `${verb} in ${MONTHS[filter.from - 1] ?? filter.from} to ${MONTHS[filter.to - 1] ?? filter.to} of any year`;
    case 'to-date':
      return filter.through ? `${verb} ${filter.unit} to date` : `${verb} this ${filter.unit}`;
    case 'years':
      return `${verb} in ${filter.years.join(' or ')}`;
    case 'month-day':
      return `${verb} on day ${filter.day} of a month`;
    case 'weekday':
      return `${verb} on a ${filter.days.map((d) => WEEKDAYS[d] ?? d).join(' or ')}`;
    default: {
      const { from, to } = filter;
      if (from && to) {
        const wholeYears = /-01-01$/.test(from) && /-01-01$/.test(to);
        if (wholeYears) {
          const first = Number(from.slice(0, 4));
          const last = Number(to.slice(0, 4)) - 1;
          return first === last ? `${verb} in ${first}` : `${verb} in ${first} to ${last}`;
        }
        return `${verb} from ${from} to ${lastDay(to)}`;
      }
      if (from) return `${verb} on or after ${from}`;
      return `${verb} before ${to ?? ''}`;
    }
  }
}

/**
 * The intent in plain English, one part per clause:
 * "Average rate impact · filings effective in 2024 · line Homeowners · by state · date basis: effective date".
 */
export function describeIntent(intent: Intent): string {
  if (intent.over && reviewerAverageSql(intent)) {
    // Read from the reviewers view: every filing on record, the reviewers assigned none included.
    const by = intent.groupBy.filter((d) => d !== 'reviewer').map((d) => DIMENSION_NAME[d]);
    const filters = [...intent.filters].map(([d, v]) => filterText(d, v));
    return [
      `${capitalize(AGGREGATE_NAME[intent.over])} over the reviewers of the filings each was assigned (all filings on record; a reviewer assigned none counts 0)`,
      ...filters,
      ...(by.length > 0 ? [`by ${by.join(', ')}`] : []),
    ].join(' · ');
  }
  const parts: string[] = [];
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  if (intent.over && intent.groupBy.length > 0) {
    const of = intent.measures.map(measureText).join(', ');
    const per = intent.groupBy.map((d) => DIMENSION_NAME[d]).join(' and ');
    parts.push(`${capitalize(AGGREGATE_NAME[intent.over])} over each ${per} of: ${of}`);
  } else if (intent.measures.length > 0) {
    const of = intent.share?.of;
    const text = (m: Measure) =>
      m.aggregate === 'share' && of ? `share of the ${METRIC_NAME[of]} total (%)` : measureText(m);
    parts.push(capitalize(intent.measures.map(text).join(', ')));
  } else parts.push('List of filings');
  if (intent.share) {
    const counted = [
      ...[...intent.share.filters].map(([d, v]) => filterText(d, v)),
      ...intent.share.conditions.map(conditionText),
    ];
    parts.push(
      counted.length > 0
        ? intent.share.of
          ? `share of the total ${METRIC_NAME[intent.share.of]} held by filings with ${counted.join(' and ')}`
          : `share counts ${intent.measures[0]?.dimension === 'reviewer' ? 'reviewers' : 'filings'} with ${counted.join(' and ')}`
        : 'share of all the filings selected',
    );
  }
  for (const filter of intent.dates) parts.push(dateText(filter, intent.dateField));
  for (const [d, values] of intent.filters) parts.push(filterText(d, values));
  for (const [d, values] of intent.exclusions) parts.push(filterText(d, values, true));
  if (intent.without) parts.push(`no ${intent.without.replace('_', ' ').replace(/s$/, '')} rows`);
  if (intent.rounds) parts.push(`objection round ${intent.rounds.op} ${intent.rounds.round}`);
  for (const c of intent.conditions.filter((x) => !x.measure)) parts.push(conditionText(c));
  if (intent.groupBy.length > 0) {
    parts.push(`by ${intent.groupBy.map((d) => DIMENSION_NAME[d]).join(', ')}`);
  }
  const having = intent.conditions.filter((x) => x.measure);
  if (having.length > 0) {
    const groups =
      intent.groupBy.length > 0 ? `${DIMENSION_NAME[intent.groupBy[0] ?? 'carrier']}s` : 'results';
    parts.push(`only ${groups} with ${having.map(conditionText).join(' and ')}`);
  }
  if (intent.order?.date) {
    parts.push(
      `${intent.order.direction === 'desc' ? 'latest' : 'earliest'} ${DATE_NAME[intent.dateField]} date first`,
    );
  } else if (intent.order) {
    const by = intent.order.measure
      ? measureText(intent.order.measure)
      : METRIC_NAME[intent.order.metric ?? 'rate_impact'];
    parts.push(`${intent.order.direction === 'desc' ? 'highest' : 'lowest'} ${by} first`);
  }
  if (intent.limit !== undefined) {
    parts.push(grouped ? `top ${intent.limit}` : `first ${intent.limit} filings`);
  }
  parts.push(`date basis: ${DATE_NAME[intent.dateField]} date`);
  return parts.join(' · ');
}
