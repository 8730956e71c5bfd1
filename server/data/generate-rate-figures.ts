import {
  type CompanyFigureRow,
  overallCompanyFigures,
} from '#server/domain/filings/overall-company-figures.ts';
import type { Random } from './prng.ts';
import type { LineKind } from './reference/lines-of-business.ts';
import { expectedRateChange } from './reference/rate-trends.ts';

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

const AVERAGE_PREMIUM: Record<string, number> = {
  '19.0002': 520,
  '19.0003': 820,
  '19.0004': 390,
  '04.0001': 690,
  '04.0002': 980,
  '04.0004': 190,
  '04.0005': 1250,
  '01.0002': 1100,
  '17.0019': 340,
  '20.0000': 4100,
  '20.0003': 11800,
  '16.0004': 9600,
};

export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Average annual premium for a sub-TOI in a year (auto about $1,450 and home $1,900 in 2024). */
export function averagePremium(kind: LineKind, subToi: string, year: number): number {
  const base = AVERAGE_PREMIUM[subToi.slice(0, 7)] ?? (kind === 'home' ? 1900 : 1450);
  return base * (1 + 0.055 * (year - 2024));
}

/** The filing-level rate impact: 0% for refreshes, otherwise around the year/line/state trend. */
export function drawRateImpact(
  random: Random,
  kind: LineKind,
  state: string,
  year: number,
): number {
  // Refreshes (about 27% of filings) move rates 0% and pull the premium-weighted average down,
  // so rate revisions centre higher for the overall average to follow the facts.
  const expected = expectedRateChange(kind, state, year) * 1.3;
  if (random.chance(0.06)) return round3(-Math.abs(random.normal(3, 2.5)));
  const impact = random.normal(expected, 4 + Math.abs(expected) * 0.3);
  return round3(Math.min(55, Math.max(-25, impact)));
}

export function drawIndicated(random: Random, impact: number): number {
  const gap = random.chance(0.82)
    ? Math.abs(random.normal(3.5, 4))
    : -Math.abs(random.normal(1.2, 1.5));
  return round3(impact + gap);
}

/** Per-company figures around the filing impact, and the premium-weighted overall figures. */
export function generateCompanyFigures(
  random: Random,
  input: {
    companies: string[];
    impact: number;
    refresh: boolean;
    kind: LineKind;
    subToi: string;
    year: number;
    premiumScale: number;
  },
): { companies: CompanyFigures[]; overall: OverallFigures } {
  const avg = averagePremium(input.kind, input.subToi, input.year);
  const multiple = input.companies.length > 1;
  const companies = input.companies.map((company, k): CompanyFigures => {
    const premium = Math.min(2.5e9, random.logNormal(input.premiumScale / (k + 1) ** 0.6, 0.9));
    const impact = input.refresh
      ? 0
      : round3(input.impact + (multiple ? random.normal(0, 1.8) : 0));
    const policyholders = Math.max(1, Math.round(premium / (avg * random.normal(1, 0.12))));
    const maxChange = input.refresh
      ? round3(Math.abs(random.normal(4, 2.5)))
      : round3(Math.max(impact, 0) + Math.abs(random.normal(9, 6)));
    const minChange = input.refresh
      ? round3(-Math.abs(random.normal(4, 2.5)))
      : impact > 0 && random.chance(0.3)
        ? 0
        : round3(Math.max(-40, Math.min(impact, 0) - Math.abs(random.normal(7, 5))));
    return {
      company,
      indicatedChange: input.refresh ? null : drawIndicated(random, impact),
      rateImpact: impact,
      averagePremiumChange: round2((avg * impact) / 100),
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
