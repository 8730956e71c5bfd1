import type { ObjectionSummary } from './summarize-objection-rows.ts';

export type BriefReportType = 'none' | 'generic' | 'objections';

/** One filing a brief was computed from, with the figures it uses. */
export type BriefFiling = {
  serffTrackingNumber: string;
  carrier: string;
  state: string;
  lineOfBusiness: string;
  productName: string;
  dispositionStatus: string;
  effectiveDateNew: string | null;
  rateImpact: number | null;
  indicatedChange: number | null;
  writtenPremium: number | null;
  writtenPremiumChange: number | null;
  policyholdersAffected: number | null;
  objectionCount: number;
};

export type BriefKeyMetrics = {
  filingCount: number;
  totalWrittenPremium: number;
  totalWrittenPremiumChange: number;
  /** Σ(rate impact × written premium) / Σ written premium over filings having both. */
  premiumWeightedRateImpact: number | null;
  averageRateImpact: number | null;
  averageIndicatedChange: number | null;
  totalPolicyholdersAffected: number;
  totalObjections: number;
  filingsWithObjections: number;
};

export type BriefBreakdown = {
  name: string;
  filings: number;
  writtenPremiumChange: number;
  premiumWeightedRateImpact: number | null;
};

export type BriefNotable = { serffTrackingNumber: string; reason: string; figure: string };

/** The report_json of an intelligence brief (documented in docs/intelligence.md). */
export type BriefReport = {
  reportType: BriefReportType;
  executiveSummary: string[];
  keyMetrics: BriefKeyMetrics;
  charts: { byState: BriefBreakdown[]; byCarrier: BriefBreakdown[] };
  topMovers: { increases: BriefFiling[]; decreases: BriefFiling[] };
  notableFilings: BriefNotable[];
  objectionThemes: ObjectionSummary | null;
  methods: {
    filters: string[];
    matchingFilings: number;
    consideredFilings: number;
    maxFilings: number;
    selection: string;
    computedAt: string;
    notes: string[];
  };
  filings: BriefFiling[];
};
