import type {
  Aggregate,
  Comparison,
  DateField,
  Dimension,
  Metric,
  ValueDimension,
} from './meaning.ts';

export type Measure = { aggregate: Aggregate | 'count'; metric: Metric };

/** A comparison on a row figure (WHERE) or, with an aggregate, on a group's measure (HAVING). */
export type Condition = { measure?: Measure; metric: Metric; op: Comparison; value: number };

export type DateFilter =
  | { kind: 'range'; from?: string; to?: string }
  | { kind: 'relative'; months: number }
  | { kind: 'quarter-of-year'; quarter: number };

/** What a question asks for, independent of SQL. */
export type Intent = {
  measures: Measure[];
  groupBy: Dimension[];
  filters: Map<ValueDimension, string[]>;
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
};

export function sameMeasure(a: Measure, b: Measure): boolean {
  return a.aggregate === b.aggregate && a.metric === b.metric;
}
