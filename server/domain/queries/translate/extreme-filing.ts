import type { Intent } from './intent.ts';
import type { Metric } from './meaning.ts';

/** Figures each filing has one of, so that the largest belongs to one filing. */
const FILING_FIGURES: ReadonlySet<Metric> = new Set<Metric>([
  'rate_impact',
  'indicated_change',
  'written_premium_change',
  'written_premium',
  'days_to_approval',
  'policyholders_affected',
  'max_change',
  'min_change',
  'average_premium_change',
  'company_count',
]);

/**
 * "The biggest rate hike Harrowgate ever filed", "the max rate increase filing", "the longest any
 * filing waited": the largest or smallest figure of the filings, asked with no grouping, is
 * answered with the filing that has it (its figure beside it), not the bare figure: the figure
 * alone cannot say which filing it was, and the filing's row holds the figure too (issue 22,
 * tenth pass). Changes the intent in place.
 */
export function extremeAsFiling(intent: Intent): void {
  const [measure, ...others] = intent.measures;
  if (!measure || others.length > 0 || intent.groupBy.length > 0) return;
  if (measure.aggregate !== 'max' && measure.aggregate !== 'min') return;
  if (!FILING_FIGURES.has(measure.metric) || measure.filters || measure.dimension) return;
  if (intent.conditions.some((c) => c.measure) || intent.over || intent.share) return;
  if (intent.limit !== undefined || intent.letters) return;
  intent.measures = [];
  intent.order = {
    direction: measure.aggregate === 'max' ? 'desc' : 'asc',
    metric: measure.metric,
  };
  intent.limit = 1;
}
