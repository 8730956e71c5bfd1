import { type RawBuilder, sql } from 'kysely';

/** A rate-impact range: min inclusive, max exclusive, an undefined bound open. */
export type RateImpactRange = { min?: number; max?: number; label: string };

/**
 * The fixed ranges every rate-impact breakdown uses, lowest first. They cover every value: a
 * change that rounds to 0.0 % (and a filing with no rate figures at all, such as a form filing)
 * is "No change".
 */
export const RATE_IMPACT_RANGES: readonly RateImpactRange[] = [
  { max: -5, label: '−5 % or less' },
  { min: -5, max: -0.05, label: '−5 to 0 %' },
  { min: -0.05, max: 0.05, label: 'No change' },
  { min: 0.05, max: 5, label: '0 to 5 %' },
  { min: 5, max: 10, label: '5 to 10 %' },
  { min: 10, max: 15, label: '10 to 15 %' },
  { min: 15, max: 20, label: '15 to 20 %' },
  { min: 20, label: '20 % or more' },
];

/** Index into RATE_IMPACT_RANGES of the value of `rate` (null → "No change"). */
export function rateImpactRangeIndex(rate: number | null | undefined): number {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return 2;
  return RATE_IMPACT_RANGES.findIndex(
    (r) => (r.min === undefined || rate >= r.min) && (r.max === undefined || rate < r.max),
  );
}

/** The same index computed in SQL for a rate-impact column. */
export function rateImpactRangeIndexSql(rate: RawBuilder<unknown>): RawBuilder<number> {
  const whens = RATE_IMPACT_RANGES.map((range, index) => {
    if (range.max === undefined)
      return sql`when ${rate} >= ${sql.lit(range.min ?? 0)} then ${sql.lit(index)}`;
    return sql`when ${rate} < ${sql.lit(range.max)} then ${sql.lit(index)}`;
  });
  return sql<number>`(case when ${rate} is null then 2 ${sql.join(whens, sql` `)} end)`;
}

export type RateImpactBucket = {
  range: RateImpactRange;
  totalFilings: number;
  totalWrittenPremiumForProgram: number;
  averageDaysToApproval: number;
};

export type RateImpactBucketRow = {
  bucket: number;
  total_filings: number;
  total_written_premium_for_program: number | null;
  average_days_to_approval: number | null;
};

/** Every range in order, filled from grouped rows (ranges without filings have zeros). */
export function toRateImpactBuckets(rows: readonly RateImpactBucketRow[]): RateImpactBucket[] {
  const byIndex = new Map(rows.map((row) => [Number(row.bucket), row]));
  return RATE_IMPACT_RANGES.map((range, index) => {
    const row = byIndex.get(index);
    return {
      range,
      totalFilings: Number(row?.total_filings ?? 0),
      totalWrittenPremiumForProgram:
        Math.round(Number(row?.total_written_premium_for_program ?? 0) * 100) / 100,
      averageDaysToApproval: Number(row?.average_days_to_approval ?? 0),
    };
  });
}
