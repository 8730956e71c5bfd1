import type {
  BriefBreakdown,
  BriefFiling,
  BriefKeyMetrics,
} from '#contract/intelligence/brief-report.ts';

function weighted(rows: BriefFiling[]): number | null {
  let num = 0;
  let den = 0;
  for (const r of rows) {
    if (r.rateImpact !== null && r.writtenPremium !== null && r.writtenPremium > 0) {
      num += r.rateImpact * r.writtenPremium;
      den += r.writtenPremium;
    }
  }
  if (den > 0) return num / den;
  return mean(rows.map((r) => r.rateImpact));
}

function mean(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? known.reduce((s, v) => s + v, 0) / known.length : null;
}

const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);

/**
 * The key metrics over the filings of a brief. The average rate impact and the average indicated
 * change are over the same filings: those stating both (docs/analytics-definitions.md).
 */
export function computeKeyMetrics(rows: BriefFiling[]): BriefKeyMetrics {
  const both = rows.filter((r) => r.rateImpact !== null && r.indicatedChange !== null);
  return {
    filingCount: rows.length,
    totalWrittenPremium: sum(rows.map((r) => r.writtenPremium)),
    totalWrittenPremiumChange: sum(rows.map((r) => r.writtenPremiumChange)),
    premiumWeightedRateImpact: weighted(rows),
    averageRateImpact: mean(both.map((r) => r.rateImpact)),
    averageIndicatedChange: mean(both.map((r) => r.indicatedChange)),
    totalPolicyholdersAffected: sum(rows.map((r) => r.policyholdersAffected)),
    totalObjections: sum(rows.map((r) => r.objectionCount)),
    filingsWithObjections: rows.filter((r) => r.objectionCount > 0).length,
  };
}

/** Filings, premium change and weighted rate impact per value of `key`, most filings first. */
export function computeBreakdown(
  rows: BriefFiling[],
  key: 'state' | 'carrier',
  limit: number,
): BriefBreakdown[] {
  const groups = new Map<string, BriefFiling[]>();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  return [...groups]
    .map(([name, group]) => ({
      name,
      filings: group.length,
      writtenPremiumChange: sum(group.map((r) => r.writtenPremiumChange)),
      premiumWeightedRateImpact: weighted(group),
    }))
    .sort(
      (a, b) =>
        b.filings - a.filings ||
        b.writtenPremiumChange - a.writtenPremiumChange ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
