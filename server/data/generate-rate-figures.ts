import {
  type CompanyFigureRow,
  overallCompanyFigures,
} from '#server/domain/filings/overall-company-figures.ts';
import type { Random } from './prng.ts';
import { expectedRateChange, type RateTrend } from './reference/rate-trends.ts';

export type CompanyFigures = {
  company: string;
  indicatedChange: number | null;
  rateImpact: number;
  averagePremiumChange: number;
  writtenPremiumChange: number;
  writtenPremiumForProgram: number;
  policyholdersAffected: number;
  maxChange: number;
  minChange: number;
};

/** A company's figures as the columns of its filings row. */
export function companyFigureRow(c: CompanyFigures): CompanyFigureRow {
  return {
    indicated_change: c.indicatedChange,
    rate_impact: c.rateImpact,
    average_premium_change: c.averagePremiumChange,
    written_premium_change: c.writtenPremiumChange,
    written_premium_for_program: c.writtenPremiumForProgram,
    policyholders_affected: c.policyholdersAffected,
    max_change: c.maxChange,
    min_change: c.minChange,
  };
}

export type OverallFigures = {
  indicatedChange: number | null;
  rateImpact: number;
  writtenPremium: number;
  writtenPremiumChange: number;
  policyholdersAffected: number;
  /** The largest maximum change of any company. */
  maxChange: number;
  /** The smallest minimum change of any company. */
  minChange: number;
  /** Premium-weighted over the companies, US dollars per policyholder. */
  averagePremiumChange: number;
};

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The filing-level rate impact of a rate revision, around the year/line/state trend. */
export function drawRateImpact(
  random: Random,
  trend: RateTrend,
  state: string,
  year: number,
): number {
  // Refreshes and form or rule filings (about 27% of filings) move rates 0% and pull the
  // premium-weighted average down, so rate revisions centre higher for the overall average to
  // follow the facts.
  const expected = expectedRateChange(trend, state, year) * (trend === 'auto' ? 1 : 1.12);
  if (trend !== 'workers-comp' && random.chance(0.06))
    return round3(-Math.abs(random.normal(3, 2.5)));
  const impact = random.normal(expected, 4 + Math.abs(expected) * 0.3);
  return round3(Math.min(55, Math.max(-25, impact)));
}

/**
 * The indicated change behind a selected one: mostly larger in magnitude and of the same sign
 * (insurers select at or below their indication: DATASET-FACTS "Rate information fields"), in
 * about one filing in seven a little smaller (the selection exceeds the indication).
 */
export function drawIndicated(random: Random, impact: number): number {
  if (random.chance(0.94)) {
    const credibility = 0.55 + 0.45 * random.next();
    const floor = impact >= 0 ? 0.3 : -0.3;
    return round3(impact / credibility + floor * random.next());
  }
  return round3(impact * (0.75 + 0.2 * random.next()));
}

/** Per-company figures of one filing from its program's book, and the overall figures. */
export function generateCompanyFigures(
  random: Random,
  input: {
    companies: readonly { name: string; share: number }[];
    impact: number;
    refresh: boolean;
    /** The program's written premium and policies at the filing. */
    premium: number;
    policies: number;
  },
): { companies: CompanyFigures[]; overall: OverallFigures } {
  const multiple = input.companies.length > 1;
  const companies = input.companies.map(({ name, share }): CompanyFigures => {
    const premium = Math.max(1000, input.premium * share * random.normal(1, 0.02));
    const policyholders = Math.max(1, Math.round(input.policies * share * random.normal(1, 0.02)));
    const impact = input.refresh
      ? 0
      : round3(input.impact + (multiple ? random.normal(0, 1.5) : 0));
    const maxChange = input.refresh
      ? round3(Math.abs(random.normal(4, 2.5)))
      : round3(Math.max(impact, 0) + Math.abs(random.normal(9, 6)));
    const minChange = input.refresh
      ? round3(-Math.abs(random.normal(4, 2.5)))
      : impact > 0 && random.chance(0.3)
        ? 0
        : round3(Math.max(-40, Math.min(impact, 0) - Math.abs(random.normal(7, 5))));
    const average = premium / policyholders;
    return {
      company: name,
      indicatedChange: input.refresh ? null : drawIndicated(random, impact),
      rateImpact: impact,
      averagePremiumChange: round2((average * impact) / 100),
      writtenPremiumChange: Math.round((premium * impact) / 100),
      writtenPremiumForProgram: Math.round(premium),
      policyholdersAffected: policyholders,
      maxChange,
      minChange,
    };
  });
  const overall = overallCompanyFigures(companies.map(companyFigureRow));
  const indicatedKnown = companies.every((c) => c.indicatedChange !== null);
  return {
    companies,
    overall: {
      indicatedChange:
        indicatedKnown && overall.indicatedChange !== null ? round3(overall.indicatedChange) : null,
      rateImpact: round3(overall.rateImpact ?? 0),
      writtenPremium: overall.writtenPremium ?? 0,
      writtenPremiumChange: overall.writtenPremiumChange ?? 0,
      policyholdersAffected: overall.policyholdersAffected ?? 0,
      maxChange: overall.maxChange ?? 0,
      minChange: overall.minChange ?? 0,
      averagePremiumChange: round2(overall.averagePremiumChange ?? 0),
    },
  };
}
