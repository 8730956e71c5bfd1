import type { BaseRateRow, SupplementalMetricRow } from '#server/data/filing-rows.ts';

/** The averages of the supplemental metrics the memorandum quotes (null when none state them). */
export type MemoFigures = {
  expenseRatio: number | null;
  permissibleLossRatio: number | null;
  historicFrequency: number | null;
  historicSeverity: number | null;
  prospectiveFrequency: number | null;
  prospectiveSeverity: number | null;
  premiumTrend: number | null;
  prospectiveTotal: number | null;
};

function mean(
  rows: readonly SupplementalMetricRow[],
  pick: (m: SupplementalMetricRow) => number | null | undefined,
): number | null {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    const value = pick(row);
    if (value === null || value === undefined) continue;
    sum += value;
    count++;
  }
  return count === 0 ? null : sum / count;
}

export function memoFigures(metrics: readonly SupplementalMetricRow[]): MemoFigures {
  return {
    expenseRatio: mean(metrics, (m) => m.expense_ratio),
    permissibleLossRatio: mean(metrics, (m) => m.permissible_loss_ratio),
    historicFrequency: mean(metrics, (m) => m.historic_frequency_trend),
    historicSeverity: mean(metrics, (m) => m.historic_severity_trend),
    prospectiveFrequency: mean(metrics, (m) => m.prospective_frequency_trend),
    prospectiveSeverity: mean(metrics, (m) => m.prospective_severity_trend),
    premiumTrend: mean(metrics, (m) => m.prospective_premium_trend ?? m.historic_premium_trend),
    prospectiveTotal: mean(metrics, (m) => m.prospective_total_trend),
  };
}

/** "Bodily Injury +6.1%, Collision +9.8% and Comprehensive +4.0%" (each coverage once). */
export function baseRateChanges(
  rates: readonly BaseRateRow[],
  format: (v: number) => string,
): string {
  const seen = new Map<string, number>();
  for (const r of rates) if (!seen.has(r.coverage)) seen.set(r.coverage, r.change);
  const parts = [...seen].map(([coverage, change]) => `${coverage} ${format(change)}`);
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Joins names as prose: "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
