import { z } from '#contract/zod.ts';

const nullableNumber = z.number().nullable();
const presentIn = z.enum(['both', 'a', 'b']);

/** A figure of both filings and B minus A (null when either is missing). */
export const figureDeltaSchema = z.object({
  metric: z.string(),
  label: z.string(),
  a: nullableNumber,
  b: nullableNumber,
  delta: nullableNumber,
});
export type FigureDelta = z.infer<typeof figureDeltaSchema>;

export const diffFactorSchema = z.object({
  company: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  relativityBefore: nullableNumber,
  relativityAfter: nullableNumber,
  change: z.number(),
});
export type DiffFactor = z.infer<typeof diffFactorSchema>;

export const diffSideSchema = z.object({
  serffTrackingNumber: z.string(),
  productName: z.string(),
  carrier: z.string(),
  state: z.string(),
  lineOfBusiness: z.string(),
});
export type DiffSide = z.infer<typeof diffSideSchema>;

export const textDiffSegmentSchema = z.object({
  type: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type TextDiffSegment = z.infer<typeof textDiffSegmentSchema>;

const objectionSide = z.object({ count: z.number(), themes: z.array(z.string()) });

/** The report_json of CreateDiff (documented in docs/intelligence.md). */
export const diffReportSchema = z.object({
  a: diffSideSchema,
  b: diffSideSchema,
  header: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      a: z.string(),
      b: z.string(),
      changed: z.boolean(),
    }),
  ),
  overall: z.array(figureDeltaSchema),
  companies: z.array(
    z.object({ company: z.string(), presentIn, figures: z.array(figureDeltaSchema) }),
  ),
  ratingFactors: z.object({
    added: z.array(diffFactorSchema),
    removed: z.array(diffFactorSchema),
    changed: z.array(
      z.object({
        company: z.string().nullable(),
        name: z.string(),
        category: z.string(),
        a: diffFactorSchema,
        b: diffFactorSchema,
        relativityAfterDelta: nullableNumber,
        changeDelta: z.number(),
      }),
    ),
    unchanged: z.number(),
  }),
  supplementalMetrics: z.array(
    z.object({
      company: z.string(),
      coverage: z.string(),
      presentIn,
      figures: z.array(figureDeltaSchema),
    }),
  ),
  objections: z.object({
    a: objectionSide,
    b: objectionSide,
    common: z.array(z.string()),
    onlyA: z.array(z.string()),
    onlyB: z.array(z.string()),
  }),
  description: z.object({ a: z.string(), b: z.string(), segments: z.array(textDiffSegmentSchema) }),
});
export type DiffReport = z.infer<typeof diffReportSchema>;
