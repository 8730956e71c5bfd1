import type { SupplementalMetricRow } from '#server/data/filing-rows.ts';
import type { Random } from '#server/data/prng.ts';
import type { Coverage } from '#server/data/reference/coverages.ts';
import type { LineKind } from '#server/data/reference/lines-of-business.ts';
import { EXPENSE_PROVISIONS, lineGroupOf } from './expense-provisions.ts';
import { fittedTrend, selectedProspectiveTrend } from './fit-trend.ts';
import { spreadByShare } from './spread-by-share.ts';
import { trendClassOf } from './trend-class.ts';
import { PREMIUM_TRENDS, TREND_TABLE } from './trend-table.ts';

export type SupplementalMetricsInput = {
  trackingNumber: string;
  kind: LineKind;
  subToi: string;
  state: string;
  year: number;
  /** The program's coverages with their premium shares (coveragesFor(subToi, state)). */
  coverages: Coverage[];
  companies: { company: string; indicatedChange: number | null; rateImpact: number }[];
};

const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const combined = (a: number, b: number): number => ((1 + a / 100) * (1 + b / 100) - 1) * 100;
const bounded = (random: Random, mean: number, sd: number): number =>
  Math.min(mean + 2.5 * sd, Math.max(mean - 2.5 * sd, random.normal(mean, sd)));

type Trends = { hf: number; hs: number; hp: number; pf: number; ps: number; pp: number };

/**
 * Coverage-level indications for the first two companies of a filing: proposed and indicated
 * changes whose share-weighted averages are the company's rate impact and indicated change,
 * the line's expense and profit provisions (permissible loss ratio = 100 - expense - profit),
 * and historic and prospective frequency, severity and premium trends fitted to the years of
 * the filing's experience period (so that a 2021 auto filing shows the 2020 frequency drop).
 */
export function generateSupplementalMetrics(
  random: Random,
  input: SupplementalMetricsInput,
): SupplementalMetricRow[] {
  if (input.coverages.length === 0) return [];
  const line = lineGroupOf(input.subToi, input.kind);
  const provision = EXPENSE_PROVISIONS[line];
  const premiumSeries = PREMIUM_TRENDS[line];
  const shares = input.coverages.map((c) => c.share);
  const rows: SupplementalMetricRow[] = [];
  for (const figures of input.companies.slice(0, 2)) {
    const expense = bounded(random, provision.expense.mean, provision.expense.sd);
    const profit = bounded(random, provision.profit.mean, provision.profit.sd);
    // The latest data are of the year before the filing, or of its first half.
    const endYear = input.year - (random.chance(0.6) ? 1 : 0);
    const points = random.chance(0.6) ? 4 : 5;
    const hp = fittedTrend(premiumSeries, endYear, points);
    const pp = selectedProspectiveTrend(premiumSeries, endYear);
    const trends: Trends[] = input.coverages.map((coverage) => {
      const cls = trendClassOf(coverage.name, line);
      const { frequency, severity } = TREND_TABLE[cls];
      const modelled = cls === 'home catastrophe';
      return {
        hf: modelled ? 0 : fittedTrend(frequency, endYear, points) + random.normal(0, 0.8),
        hs: fittedTrend(severity, endYear, points) + random.normal(0, 1),
        hp: hp + random.normal(0, 0.4),
        pf: modelled ? 0 : selectedProspectiveTrend(frequency, endYear) + random.normal(0, 0.5),
        ps: selectedProspectiveTrend(severity, endYear) + random.normal(0, 0.6),
        pp: pp + random.normal(0, 0.3),
      };
    });
    // Coverages whose loss costs rise faster take more of the change.
    const totals = trends.map((t) => combined(t.pf, t.ps));
    const proposedDeviations = totals.map((t) => 0.4 * t + random.normal(0, 2));
    const proposed = spreadByShare(figures.rateImpact, shares, proposedDeviations);
    const indicated = figures.indicatedChange;
    const indications =
      indicated === null
        ? null
        : spreadByShare(
            indicated,
            shares,
            proposedDeviations.map((d) => d + random.normal(0, 1.5)),
          );
    for (const [i, coverage] of input.coverages.entries()) {
      const t = trends[i];
      if (!t) continue;
      rows.push({
        serff_tracking_number: input.trackingNumber,
        company: figures.company,
        coverage: coverage.name,
        proposed_change: r3(proposed[i] ?? figures.rateImpact),
        indication: indications === null ? null : r3(indications[i] ?? indicated ?? 0),
        expense_ratio: r3(expense),
        permissible_loss_ratio: r3(100 - expense - profit),
        historic_frequency_trend: r3(t.hf),
        historic_severity_trend: r3(t.hs),
        historic_premium_trend: r3(t.hp),
        historic_total_trend: r3(combined(t.hf, t.hs)),
        prospective_frequency_trend: r3(t.pf),
        prospective_severity_trend: r3(t.ps),
        prospective_premium_trend: r3(t.pp),
        prospective_total_trend: r3(combined(t.pf, t.ps)),
      });
    }
  }
  return rows;
}
