/** Row-level figures of a filing a question can measure, filter or order by. */
export type Metric =
  | 'rate_impact'
  | 'indicated_change'
  | 'written_premium_change'
  | 'written_premium'
  | 'days_to_approval'
  | 'policyholders_affected'
  | 'objection_count'
  /**
   * The largest and smallest change any policyholder of the filing gets, in percent, and the
   * average premium change per policy, in dollars (filings.max_change, min_change,
   * average_premium_change): "filings with a maximum policyholder change above 20%".
   */
  | 'max_change'
  | 'min_change'
  | 'average_premium_change'
  /**
   * How many underwriting companies a filing is made for (filings.company_count): "the average
   * number of underwriting companies per filing" (twentieth pass).
   */
  | 'company_count'
  | 'filings'
  /** A rating factor level's relativity after the filing (rating_factor_levels). */
  | 'relativity'
  /** The change of a rating factor in percent (rating_factors.change): "model year factor change". */
  | 'factor_change'
  /**
   * A rating factor level's change of relativity in percent (rating_factor_levels.change):
   * "any level's relativity rose over 15 pct" (seventeenth pass).
   */
  | 'level_change'
  /** Reviewer assignments (rows of reviews): "how many secondary reviewer assignments". */
  | 'reviews'
  /** A coverage's base rate after the filing, in dollars, and its change in percent (base_rates). */
  | 'base_rate'
  | 'base_rate_change'
  | SupplementalMetric;

/** Actuarial support figures per coverage of a company (supplemental_metrics), in percent. */
export const SUPPLEMENTAL_METRICS = [
  /** A coverage's own indicated change (supplemental_metrics.indication): "wind/hail indication". */
  'indication',
  'expense_ratio',
  'permissible_loss_ratio',
  'historic_frequency_trend',
  'historic_severity_trend',
  'historic_premium_trend',
  'historic_total_trend',
  'prospective_frequency_trend',
  'prospective_severity_trend',
  'prospective_premium_trend',
  'prospective_total_trend',
] as const;
export type SupplementalMetric = (typeof SUPPLEMENTAL_METRICS)[number];
export const isSupplemental = (metric: Metric): metric is SupplementalMetric =>
  (SUPPLEMENTAL_METRICS as readonly string[]).includes(metric);

export type Aggregate = 'avg' | 'median' | 'sum' | 'max' | 'min' | 'weighted';

/** What a result can be grouped by. */
export type Dimension =
  | 'carrier'
  | 'company'
  /** The company named on the filing itself (filings.filing_company, "Multiple" for several). */
  | 'filing_company'
  | 'state'
  | 'line_of_business'
  | 'sub_toi'
  | 'disposition_status'
  | 'filing_type'
  | 'reviewer'
  | 'product_name'
  /** The approval regime (Prior Approval, File and Use, ...), the reviewer's role on a filing. */
  | 'approval_type'
  | 'role'
  | 'rate_change_type'
  /** A rating factor a filing revises, and one level of its table ("Driver Age", "16-20"). */
  | 'factor'
  | 'level'
  /** A product segment (carrier, state, line, product): one product history. */
  | 'segment'
  /** A coverage of the supplemental metrics (Bodily Injury, Wind/Hail, ...). */
  | 'coverage'
  /** The round of an objection letter (1, 2, ...): objections.round. */
  | 'round'
  /** A reviewer's job title (reviewers.title), as a grouping: "by reviewer title". */
  | 'reviewer_title'
  | 'year'
  | 'quarter'
  | 'month';

/**
 * Dimensions whose values can be named in a question; a level is named with its factor
 * ("driver age 16-20"): `factor_level`, whose value is factor and level joined by FACTOR_LEVEL_SEPARATOR.
 */
export type ValueDimension =
  | Exclude<Dimension, 'year' | 'quarter' | 'month' | 'level' | 'segment' | 'round'>
  | 'factor_level'
  /** Whether the filing's rates took effect ('true' or 'false'): "never took effect". */
  | 'took_effect'
  /** Whether the change takes effect on approval ('true'): "effective on approval". */
  | 'on_approval'
  /** A reviewer's job title (reviewers.title): "reviewed by a supervisor". */
  | 'reviewer_title';

export const FACTOR_LEVEL_SEPARATOR = '\u001f';

/** The date a question's period applies to; `objection_date` is an objection letter's own date. */
export type DateField =
  | 'submitted_date'
  | 'effective_date_new'
  | 'disposition_date'
  | 'objection_date';
export type Comparison = '>' | '<' | '>=' | '<=' | '=';
export type Unit = '%' | 'days' | 'policyholders' | 'dollars' | 'filings' | 'objections';

/** The meaning of one placed phrase of a question. */
export type Meaning =
  | { kind: 'count' }
  | { kind: 'metric'; metric: Metric }
  | { kind: 'aggregate'; aggregate: Aggregate }
  | { kind: 'dimension'; dimension: Dimension; singular: boolean }
  | { kind: 'value'; dimension: ValueDimension; value: string }
  | { kind: 'comparison'; op: Comparison }
  | { kind: 'number'; value: number; unit?: Unit }
  | { kind: 'unit'; unit: Unit }
  | { kind: 'year'; year: number }
  | { kind: 'quarter'; quarter: number }
  /** "first half", "H2": six months of a year. */
  | { kind: 'half'; half: 1 | 2 }
  | { kind: 'relative'; months: number }
  /**
   * A word that bounds a period: since (from its start on), after (from its end on), before
   * (up to its start), until (up to its end), between/from (opens a range), and (closes it).
   */
  | { kind: 'range'; word: 'since' | 'after' | 'before' | 'until' | 'between' | 'and' | 'later' }
  | { kind: 'month'; month: number }
  /** A calendar date written out (2025-01-01, 1/1/2025). */
  | { kind: 'date'; date: string }
  /** "last", "past", "previous", "trailing": a rolling window ending today. */
  | { kind: 'last' }
  /** "most recent", "latest" (desc), "oldest", "earliest" (asc): ordered by date, or a window. */
  | { kind: 'recent'; direction: 'asc' | 'desc' }
  /** "forecast", "next year", "will be": a question about the future, which the data cannot answer. */
  | { kind: 'future' }
  /** "market share", "claims", "agents": something the filings do not record (`what` it is). */
  | { kind: 'outside'; what: string }
  /** "year to date", "this year", "this month". */
  | { kind: 'to-date'; unit: 'year' | 'month'; through: boolean }
  | { kind: 'weeks' }
  /** "excluding", "other than", "not", "except", "leaving out". */
  | { kind: 'not' }
  /** "distinct", "different", "unique": count the values of the dimension that follows. */
  | { kind: 'distinct' }
  /** "share of", "percentage of", "what percent of": a share of filings, in percent. */
  | { kind: 'share' }
  /** "per filing": an average over filings. */
  | { kind: 'per-filing' }
  /** "were", "are", "was": in a share, what follows is the part counted. */
  | { kind: 'copula' }
  /** "such as", "e.g.", "and so on": the values near it are examples, not filters. */
  | { kind: 'examples'; trailing: boolean }
  /** "ever", "of all time": the question asks for one figure. */
  | { kind: 'ever' }
  /** Days of the week, 0 Sunday to 6 Saturday ("on a Thursday", "on weekends"). */
  | { kind: 'weekday'; days: number[] }
  /** A day of the month, of any month (nineteenth pass: "on the 1st of the month"). */
  | { kind: 'month-day'; day: number }
  /** An objection letter's round (twentieth pass: "second-round letters", "round 3 or later"). */
  | { kind: 'letter-round'; op: Comparison; round: number }
  | { kind: 'order'; direction: 'asc' | 'desc'; top: boolean }
  | { kind: 'date-field'; field: DateField }
  | { kind: 'sign'; sign: 'increase' | 'decrease' }
  | { kind: 'compare' }
  | { kind: 'which' }
  | { kind: 'stop' };

/** A placed phrase; `approximate` when placed by a fuzzy name match or as a misspelling. */
export type Token = {
  text: string;
  meaning: Meaning;
  approximate?: boolean;
  /** The vocabulary's phrase an approximate token was read as ("written premium" for "writen premium"). */
  readAs?: string;
};

/**
 * Meanings that place a period: a year, a month, a quarter, a half, a date, a window ("last 2
 * years", "year to date") or a range word ("between", "since"). The readings that look for a
 * period build on it (effect flags add the vaguer "recent", "weeks"; the attachment checks add
 * names and filler that may open a question).
 */
export const PLACED_PERIOD_KINDS: readonly Meaning['kind'][] = [
  'year',
  'quarter',
  'half',
  'month',
  'date',
  'relative',
  'last',
  'to-date',
  'range',
  'weekday',
  'month-day',
];

/**
 * The top ranking a change's sign asks for (eleventh pass): "raised ... the most" keeps the
 * ranking, "cut ... the most" / "the largest decrease" ranks the most negative change first.
 */
export function rankingForSign(
  text: string,
  order: Extract<Meaning, { kind: 'order' }>,
  sign: 'increase' | 'decrease',
): Token {
  if (sign === 'increase') return { text, meaning: order };
  const direction = order.direction === 'desc' ? 'asc' : 'desc';
  return { text, meaning: { kind: 'order', direction, top: true } };
}
