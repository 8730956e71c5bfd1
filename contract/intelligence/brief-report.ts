import { z } from '#contract/zod.ts';
import { objectionSummarySchema } from './objection-summary.ts';

const nullableNumber = z.number().nullable();

export const BRIEF_REPORT_TYPES = ['none', 'generic', 'objections'] as const;
export const briefReportTypeSchema = z.enum(BRIEF_REPORT_TYPES);
export type BriefReportType = z.infer<typeof briefReportTypeSchema>;

/** One filing a brief was computed from, with the figures it uses. */
export const briefFilingSchema = z.object({
  serffTrackingNumber: z.string(),
  carrier: z.string(),
  state: z.string(),
  lineOfBusiness: z.string(),
  productName: z.string(),
  dispositionStatus: z.string(),
  effectiveDateNew: z.string().nullable(),
  rateImpact: nullableNumber,
  indicatedChange: nullableNumber,
  writtenPremium: nullableNumber,
  writtenPremiumChange: nullableNumber,
  policyholdersAffected: nullableNumber,
  objectionCount: z.number(),
});
export type BriefFiling = z.infer<typeof briefFilingSchema>;

export const briefKeyMetricsSchema = z.object({
  filingCount: z.number(),
  totalWrittenPremium: z.number(),
  totalWrittenPremiumChange: z.number(),
  /** Σ(rate impact × written premium) / Σ written premium over filings having both. */
  premiumWeightedRateImpact: nullableNumber,
  averageRateImpact: nullableNumber,
  averageIndicatedChange: nullableNumber,
  totalPolicyholdersAffected: z.number(),
  totalObjections: z.number(),
  filingsWithObjections: z.number(),
});
export type BriefKeyMetrics = z.infer<typeof briefKeyMetricsSchema>;

export const briefBreakdownSchema = z.object({
  name: z.string(),
  filings: z.number(),
  writtenPremiumChange: z.number(),
  premiumWeightedRateImpact: nullableNumber,
});
export type BriefBreakdown = z.infer<typeof briefBreakdownSchema>;

export const briefNotableSchema = z.object({
  serffTrackingNumber: z.string(),
  reason: z.string(),
  figure: z.string(),
});
export type BriefNotable = z.infer<typeof briefNotableSchema>;

/** The report_json of an intelligence brief (documented in docs/intelligence.md). */
export const briefReportSchema = z.object({
  reportType: briefReportTypeSchema,
  executiveSummary: z.array(z.string()),
  keyMetrics: briefKeyMetricsSchema,
  charts: z.object({
    byState: z.array(briefBreakdownSchema),
    byCarrier: z.array(briefBreakdownSchema),
  }),
  topMovers: z.object({
    increases: z.array(briefFilingSchema),
    decreases: z.array(briefFilingSchema),
  }),
  notableFilings: z.array(briefNotableSchema),
  objectionThemes: objectionSummarySchema.nullable(),
  methods: z.object({
    filters: z.array(z.string()),
    matchingFilings: z.number(),
    consideredFilings: z.number(),
    maxFilings: z.number(),
    selection: z.string(),
    computedAt: z.string(),
    notes: z.array(z.string()),
  }),
  filings: z.array(briefFilingSchema),
});
export type BriefReport = z.infer<typeof briefReportSchema>;
