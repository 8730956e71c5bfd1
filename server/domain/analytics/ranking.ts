import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';
import { analyticsFiltersSchema } from './analytics-request-schemas.ts';

export const RANKING_METRICS = [
  'total_filings',
  'average_days_to_approval',
  'average_written_premium_for_program',
  'average_written_premium_change',
] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

export const DEFAULT_TOP_LIST_LIMIT = 10;
export const MAX_TOP_LIST_LIMIT = 100;
/** Entries with fewer filings than this are left out of a top list unless asked otherwise. */
const { defaultMinFilings: DEFAULT_MIN_FILINGS, maxMinFilings: MAX_MIN_FILINGS } = API_LIMITS;

/** A TopListQuery: filters, metric (proto enum 0-4, 0 = total filings), direction, limit. */
export const topListQuerySchema = z
  .object({
    filters: analyticsFiltersSchema,
    metric: z
      .number()
      .int()
      .min(0, 'Unknown ranking metric')
      .max(4, 'Unknown ranking metric')
      .default(0),
    direction: z.number().int().default(0),
    limit: z
      .number()
      .int()
      .min(0, 'Limit must be 1 to 100')
      .max(MAX_TOP_LIST_LIMIT, `Limit must be 1 to ${MAX_TOP_LIST_LIMIT}`)
      .default(0),
    minFilings: z
      .number()
      .int()
      .min(0, 'Minimum filings must be 1 or more')
      .max(MAX_MIN_FILINGS, `Minimum filings must be at most ${MAX_MIN_FILINGS}`)
      .default(0),
  })
  .optional()
  .transform((q) => ({
    filters: q?.filters ?? analyticsFiltersSchema.parse({}),
    metric: RANKING_METRICS[Math.max(0, (q?.metric ?? 0) - 1)] ?? 'total_filings',
    ascending: q?.direction === 1,
    limit: q?.limit || DEFAULT_TOP_LIST_LIMIT,
    minFilings: q?.minFilings || DEFAULT_MIN_FILINGS,
  }));
export type TopListQuery = z.output<typeof topListQuerySchema>;

export type RankedEntry = {
  rank: number;
  name: string;
  context: string;
  value: number;
  totalFilings: number;
  averageDaysToApproval: number;
  averageWrittenPremiumForProgram: number;
  averageWrittenPremiumChange: number;
  premiumWeightedRateImpact: number;
  averageChange: number;
};

/** Columns every top-list query selects per group. */
export type RankedRow = {
  name: string;
  context: string | null;
  total_filings: number;
  average_days_to_approval: number | null;
  average_written_premium_for_program: number | null;
  average_written_premium_change: number | null;
  premium_weighted_rate_impact: number | null;
  average_change?: number | null;
};

/** WHERE over a top list's grouped rows `t`: at least the query's minimum number of filings. */
export function minFilingsCondition(query: TopListQuery): RawBuilder<boolean> {
  return sql<boolean>`t.total_filings >= ${query.minFilings}`;
}

/** ORDER BY of a top list: the metric (missing values last), then the name. */
export function rankingOrderBy(query: TopListQuery): RawBuilder<unknown> {
  const direction = query.ascending ? sql`asc` : sql`desc`;
  return sql`${sql.ref(query.metric)} ${direction} nulls last, name asc`;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0) || 0;
const cents = (value: number | string | null | undefined) => Math.round(num(value) * 100) / 100;

export function toRankedEntries(rows: readonly RankedRow[], metric: RankingMetric): RankedEntry[] {
  const metricOf = {
    total_filings: (e: RankedEntry) => e.totalFilings,
    average_days_to_approval: (e: RankedEntry) => e.averageDaysToApproval,
    average_written_premium_for_program: (e: RankedEntry) => e.averageWrittenPremiumForProgram,
    average_written_premium_change: (e: RankedEntry) => e.averageWrittenPremiumChange,
  }[metric];
  return rows.map((row, index) => {
    const entry = toEntry(row, index);
    return { ...entry, value: metricOf(entry) };
  });
}

function toEntry(row: RankedRow, index: number): RankedEntry {
  return {
    rank: index + 1,
    name: row.name,
    context: row.context ?? '',
    value: 0,
    totalFilings: num(row.total_filings),
    averageDaysToApproval: num(row.average_days_to_approval),
    averageWrittenPremiumForProgram: cents(row.average_written_premium_for_program),
    averageWrittenPremiumChange: cents(row.average_written_premium_change),
    premiumWeightedRateImpact: num(row.premium_weighted_rate_impact),
    averageChange: num(row.average_change),
  };
}
