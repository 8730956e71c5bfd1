/** The brief's report_json as the page reads it (see docs/intelligence.md). */
export type BriefFilingView = {
  serffTrackingNumber: string;
  carrier: string;
  state: string;
  lineOfBusiness: string;
  productName: string;
  rateImpact: number | null;
  indicatedChange: number | null;
  writtenPremium: number | null;
  writtenPremiumChange: number | null;
  policyholdersAffected: number | null;
  objectionCount: number;
};
export type BriefBreakdownView = {
  name: string;
  filings: number;
  writtenPremiumChange: number;
  premiumWeightedRateImpact: number | null;
};
export type BriefReportView = {
  reportType: 'none' | 'generic' | 'objections';
  executiveSummary: string[];
  keyMetrics: {
    filingCount: number;
    totalWrittenPremium: number;
    totalWrittenPremiumChange: number;
    premiumWeightedRateImpact: number | null;
    averageRateImpact: number | null;
    averageIndicatedChange: number | null;
    totalPolicyholdersAffected: number;
    totalObjections: number;
    filingsWithObjections: number;
  };
  charts: { byState: BriefBreakdownView[]; byCarrier: BriefBreakdownView[] };
  topMovers: { increases: BriefFilingView[]; decreases: BriefFilingView[] };
  notableFilings: { serffTrackingNumber: string; reason: string; figure: string }[];
  objectionThemes: {
    summary: string;
    themes: {
      theme: string;
      totalObjections: number;
      states: { value: string; count: number }[];
      reviewers: { value: string; count: number }[];
      carriers: { value: string; count: number }[];
    }[];
  } | null;
  methods: {
    filters: string[];
    matchingFilings: number;
    consideredFilings: number;
    maxFilings: number;
    selection: string;
    computedAt: string;
    notes: string[];
  };
  filings: BriefFilingView[];
};
