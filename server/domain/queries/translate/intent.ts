import { DEFAULT_DATE_FIELD } from './date-basis.ts';
import type {
  Aggregate,
  Comparison as CompareOp,
  Comparison,
  DateField,
  Dimension,
  Metric,
  ValueDimension,
} from './meaning.ts';

/**
 * One figure of a result: an aggregate of a metric, a count of filings, a count of the distinct
 * values of a dimension (`distinct`), or the share of filings, in percent, that meet `Intent.share`.
 */
export type Measure = {
  aggregate: Aggregate | 'count' | 'distinct' | 'share';
  metric: Metric;
  dimension?: Dimension;
  /** A count of only the filings with these values ("carriers with no withdrawals": 0 of them). */
  filters?: Map<ValueDimension, string[]>;
  /** A count of only the filings that meet these ("carriers that never cut rates": 0 of them). */
  conditions?: Condition[];
  /**
   * A ratio of two counts (sixteenth pass): the filings with `filters` per filing with these
   * ("ratio of Rate/Rule filings to Rate filings").
   */
  per?: Map<ValueDimension, string[]>;
};

/**
 * The part of the filings a share counts ("were disapproved", "are rate increases"); with `of`,
 * the part of a figure's total it holds ("share of policyholders affected in decrease filings").
 */
export type Share = {
  filters: Map<ValueDimension, string[]>;
  conditions: Condition[];
  of?: Metric;
};

/** A comparison on a row figure (WHERE) or, with an aggregate, on a group's measure (HAVING). */
export type Condition = {
  measure?: Measure;
  metric: Metric;
  op: Comparison;
  value: number;
  /** Compared with another figure of the same filing instead of `value` ("indicated above rate"). */
  against?: Metric;
};

export type DateFilter =
  | { kind: 'range'; from?: string; to?: string }
  | { kind: 'relative'; months?: number; days?: number }
  /** The current year or month: up to today (`through`), or the whole of it. */
  | { kind: 'to-date'; unit: 'year' | 'month'; through: boolean }
  | { kind: 'quarter-of-year'; quarter: number }
  /** Months of any year, first to last inclusive ("in March", "from April to June"). */
  | { kind: 'month-of-year'; from: number; to: number }
  /** Days of the week of any date, 0 Sunday to 6 Saturday (seventeenth pass: "on a Thursday"). */
  | { kind: 'weekday'; days: number[] }
  /** A day of the month, of any month (nineteenth pass: "effective on the 1st"). */
  | { kind: 'month-day'; day: number }
  /** Whole years apart, compared (seventeenth pass: "in 2019 and in 2024"). */
  | { kind: 'years'; years: number[] };

/** What a question asks for, independent of SQL. */
export type Intent = {
  measures: Measure[];
  groupBy: Dimension[];
  filters: Map<ValueDimension, string[]>;
  /** Values the question leaves out ("excluding homeowners", "other than CA"). */
  exclusions: Map<ValueDimension, string[]>;
  share?: Share;
  conditions: Condition[];
  dates: DateFilter[];
  dateField: DateField;
  /** `date`: ordered by the date basis ("the most recent filing"), newest first when desc. */
  order?: { direction: 'asc' | 'desc'; measure?: Measure; metric?: Metric; date?: boolean };
  /**
   * An aggregate over the groups' figures ("average number of filings per carrier": the average,
   * over carriers, of each carrier's count); the groups are `groupBy`.
   */
  over?: 'avg' | 'median' | 'max' | 'min';
  /**
   * Read the objection letters themselves (query_views.objections): their writer is the reviewer,
   * their own date and round can be asked for, and each letter counts once.
   */
  letters?: boolean;
  /**
   * A plan table the filings have no rows in ("filings with no rating factor changes", "homeowners
   * filings that set no base rates", seventeenth pass): `not exists` a row of it.
   */
  without?: PlanTable;
  /**
   * The objection letters of some rounds only ("second-round letters", "round 3 or later",
   * twentieth pass): `o.round` compared with `round`; the letters are read themselves.
   */
  rounds?: { op: CompareOp; round: number };
  limit?: number;
};

/**
 * The tables of a filing's rating plan that a filing may have no rows in, and its supplemental
 * metrics (the actuarial support figures: twentieth pass).
 */
export type PlanTable = 'rating_factors' | 'base_rates' | 'supplemental_metrics';

/**
 * A reading with nothing in it yet: no measure, grouping, filter, exclusion, condition or date,
 * on the dashboards' date basis (the effective date) until the question names another.
 */
export function emptyIntent(): Intent {
  return {
    measures: [],
    groupBy: [],
    filters: new Map(),
    exclusions: new Map(),
    conditions: [],
    dates: [],
    dateField: DEFAULT_DATE_FIELD,
  };
}

export const DEFAULT_AGGREGATE: Record<Metric, Aggregate | 'count'> = {
  rate_impact: 'avg',
  indicated_change: 'avg',
  written_premium_change: 'sum',
  written_premium: 'sum',
  days_to_approval: 'avg',
  policyholders_affected: 'sum',
  objection_count: 'sum',
  max_change: 'max',
  min_change: 'min',
  average_premium_change: 'avg',
  company_count: 'avg',
  filings: 'count',
  relativity: 'avg',
  level_change: 'avg',
  factor_change: 'avg',
  reviews: 'count',
  base_rate: 'avg',
  base_rate_change: 'avg',
  indication: 'avg',
  expense_ratio: 'avg',
  permissible_loss_ratio: 'avg',
  historic_frequency_trend: 'avg',
  historic_severity_trend: 'avg',
  historic_premium_trend: 'avg',
  historic_total_trend: 'avg',
  prospective_frequency_trend: 'avg',
  prospective_severity_trend: 'avg',
  prospective_premium_trend: 'avg',
  prospective_total_trend: 'avg',
};

const filtersKey = (m: Measure): string => JSON.stringify([...(m.filters ?? new Map())]);

export function sameMeasure(a: Measure, b: Measure): boolean {
  return (
    a.aggregate === b.aggregate &&
    a.metric === b.metric &&
    a.dimension === b.dimension &&
    filtersKey(a) === filtersKey(b)
  );
}
