import type { RankedRow } from '#server/domain/analytics/ranking.ts';

/**
 * The figures every top list selects per entry (ranking.ts's RankedRow), accumulated in memory
 * as the SQL computes them: filings counted per entry row, days to approval averaged over the
 * rows approved with days, premium and premium change averaged over rows having them, the
 * premium-weighted rate impact over rows with a rate and a premium > 0 (else the plain mean of
 * the rate impact), and an optional mean change (rating factors).
 */
export function rankingAccumulator(size: number) {
  const acc = () => new Float64Array(size);
  const total = acc();
  const daysCount = acc();
  const daysSum = acc();
  const premiumCount = acc();
  const premiumSum = acc();
  const changeCount = acc();
  const changeSum = acc();
  const weightedCount = acc();
  const weightedRate = acc();
  const weightedPremium = acc();
  const rateCount = acc();
  const rateSum = acc();
  const extraCount = acc();
  const extraSum = acc();
  const mean = (sum: Float64Array, count: Float64Array, e: number) =>
    (count[e] ?? 0) > 0 ? (sum[e] ?? 0) / (count[e] ?? 1) : null;
  return {
    total,
    /** One row of entry `e`; `days` is NaN unless the row is approved with days to approval. */
    add(e: number, rate: number, premium: number, premiumChange: number, days: number) {
      (total[e] as number) += 1;
      if (!Number.isNaN(days)) {
        (daysCount[e] as number) += 1;
        (daysSum[e] as number) += days;
      }
      if (!Number.isNaN(premium)) {
        (premiumCount[e] as number) += 1;
        (premiumSum[e] as number) += premium;
      }
      if (!Number.isNaN(premiumChange)) {
        (changeCount[e] as number) += 1;
        (changeSum[e] as number) += premiumChange;
      }
      if (!Number.isNaN(rate)) {
        (rateCount[e] as number) += 1;
        (rateSum[e] as number) += rate;
        if (premium > 0) {
          (weightedCount[e] as number) += 1;
          (weightedRate[e] as number) += rate * premium;
          (weightedPremium[e] as number) += premium;
        }
      }
    },
    /** A value of the entry's mean change (NaN: none). */
    addChange(e: number, value: number) {
      if (Number.isNaN(value)) return;
      (extraCount[e] as number) += 1;
      (extraSum[e] as number) += value;
    },
    row(e: number, name: string, context: string | null): RankedRow {
      return {
        name,
        context,
        total_filings: total[e] ?? 0,
        average_days_to_approval: mean(daysSum, daysCount, e),
        average_written_premium_for_program: mean(premiumSum, premiumCount, e),
        average_written_premium_change: mean(changeSum, changeCount, e),
        premium_weighted_rate_impact:
          (weightedCount[e] ?? 0) > 0
            ? (weightedRate[e] ?? 0) / (weightedPremium[e] ?? 1)
            : mean(rateSum, rateCount, e),
        average_change: mean(extraSum, extraCount, e),
      };
    },
  };
}
export type RankingAccumulator = ReturnType<typeof rankingAccumulator>;
