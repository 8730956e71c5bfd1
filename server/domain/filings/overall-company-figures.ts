import type { FilingsTable } from '#server/db/schema.ts';

/** The per-company figures (filings columns) an overall figure of a filing is computed from. */
export type CompanyFigureRow = Pick<
  FilingsTable,
  | 'indicated_change'
  | 'rate_impact'
  | 'average_premium_change'
  | 'written_premium_change'
  | 'written_premium_for_program'
  | 'policyholders_affected'
  | 'max_change'
  | 'min_change'
>;

/** A filing's figures across all its companies (docs/analytics-definitions.md, Filing figures). */
export type OverallCompanyFigures = {
  indicatedChange: number | null;
  rateImpact: number | null;
  averagePremiumChange: number | null;
  writtenPremiumChange: number | null;
  writtenPremium: number | null;
  policyholdersAffected: number | null;
  maxChange: number | null;
  minChange: number | null;
};

type NumberKey = keyof CompanyFigureRow;

const known = (rows: readonly CompanyFigureRow[], key: NumberKey): number[] =>
  rows.map((r) => r[key]).filter((v): v is number => v !== null && Number.isFinite(v));

function sum(rows: readonly CompanyFigureRow[], key: NumberKey): number | null {
  const values = known(rows, key);
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0);
}

/**
 * The average of `key` weighted by each company's written premium for the program, over the
 * companies that state both; the plain mean when no company states a premium.
 */
export function premiumWeighted(rows: readonly CompanyFigureRow[], key: NumberKey): number | null {
  let weighted = 0;
  let weights = 0;
  for (const row of rows) {
    const value = row[key];
    const premium = row.written_premium_for_program;
    if (value === null || premium === null || premium <= 0) continue;
    weighted += value * premium;
    weights += premium;
  }
  if (weights > 0) return weighted / weights;
  const values = known(rows, key);
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * Overall figures of a filing from its company rows: the largest maximum change, the smallest
 * minimum change, premium-weighted rate impact, indicated change and average premium change,
 * and the sums of premium change, written premium and policyholders. Null where no company
 * states the figure. For a one-company filing these are that company's figures.
 */
export function overallCompanyFigures(rows: readonly CompanyFigureRow[]): OverallCompanyFigures {
  const maxes = known(rows, 'max_change');
  const mins = known(rows, 'min_change');
  return {
    indicatedChange: premiumWeighted(rows, 'indicated_change'),
    rateImpact: premiumWeighted(rows, 'rate_impact'),
    averagePremiumChange: premiumWeighted(rows, 'average_premium_change'),
    writtenPremiumChange: sum(rows, 'written_premium_change'),
    writtenPremium: sum(rows, 'written_premium_for_program'),
    policyholdersAffected: sum(rows, 'policyholders_affected'),
    maxChange: maxes.length === 0 ? null : Math.max(...maxes),
    minChange: mins.length === 0 ? null : Math.min(...mins),
  };
}
