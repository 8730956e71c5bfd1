import type {
  Aggregate,
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
};

/** The part of the filings a share counts ("were disapproved", "are rate increases"). */
export type Share = { filters: Map<ValueDimension, string[]>; conditions: Condition[] };

/** A comparison on a row figure (WHERE) or, with an aggregate, on a group's measure (HAVING). */
export type Condition = { measure?: Measure; metric: Metric; op: Comparison; value: number };

export type DateFilter =
  | { kind: 'range'; from?: string; to?: string }
  | { kind: 'relative'; months?: number; days?: number }
  /** The current year or month: up to today (`through`), or the whole of it. */
  | { kind: 'to-date'; unit: 'year' | 'month'; through: boolean }
  | { kind: 'quarter-of-year'; quarter: number }
  /** Months of any year, first to last inclusive ("in March", "from April to June"). */
  | { kind: 'month-of-year'; from: number; to: number };

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
  order?: { direction: 'asc' | 'desc'; measure?: Measure; metric?: Metric };
  limit?: number;
};

export const DEFAULT_AGGREGATE: Record<Metric, Aggregate | 'count'> = {
  rate_impact: 'avg',
  indicated_change: 'avg',
  written_premium_change: 'sum',
  written_premium: 'sum',
  days_to_approval: 'avg',
  policyholders_affected: 'sum',
  objection_count: 'sum',
  filings: 'count',
  relativity: 'avg',
  reviews: 'count',
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

export function sameMeasure(a: Measure, b: Measure): boolean {
  return a.aggregate === b.aggregate && a.metric === b.metric && a.dimension === b.dimension;
}
