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

/**
 * How a factor of the two filings pairs (ADR 022): revised by both, or revised by one only while
 * the other's program revised it in another filing (`not-revised-in-…`) or in none
 * (`not-used-by-…`: no filing of that program in the data revises it).
 */
export const FACTOR_PAIR_STATUSES = [
  'revised-in-both',
  'not-revised-in-b',
  'not-used-by-b',
  'not-revised-in-a',
  'not-used-by-a',
] as const;
export const factorPairStatusSchema = z.enum(FACTOR_PAIR_STATUSES);
export type FactorPairStatus = z.infer<typeof factorPairStatusSchema>;

/** Where one side's table comes from: the filing itself, or its program's table in force. */
export const tableSourceSchema = z.object({
  /** The filing whose table is shown; null when no table of the program was in force. */
  serffTrackingNumber: z.string().nullable(),
  /** True when the side's own filing revised the table. */
  revised: z.boolean(),
  /** The revision's change in percentage points (the filing's own figure); null when not revised. */
  change: nullableNumber,
});
export type TableSource = z.infer<typeof tableSourceSchema>;

/** One level of a factor (or one coverage's base rate): A, B, B − A and B / A − 1 in percent. */
export const levelDeltaSchema = z.object({
  level: z.string(),
  base: z.boolean(),
  a: nullableNumber,
  b: nullableNumber,
  difference: nullableNumber,
  percentDifference: nullableNumber,
});
export type LevelDelta = z.infer<typeof levelDeltaSchema>;

/** A factor of either filing compared level by level. */
export const factorTableDeltaSchema = z.object({
  name: z.string(),
  category: z.string(),
  company: z.string().nullable(),
  status: factorPairStatusSchema,
  a: tableSourceSchema,
  b: tableSourceSchema,
  levels: z.array(levelDeltaSchema),
});
export type FactorTableDelta = z.infer<typeof factorTableDeltaSchema>;

/** A coverage's base rate after each filing (US dollars), with where each side's rate comes from. */
export const baseRateDeltaSchema = z.object({
  coverage: z.string(),
  company: z.string().nullable(),
  status: factorPairStatusSchema,
  a: tableSourceSchema,
  b: tableSourceSchema,
  rate: levelDeltaSchema,
});
export type BaseRateDelta = z.infer<typeof baseRateDeltaSchema>;

/** How a company of A was paired with one of B: same name, same role, or none. */
export const companyPairSchema = z.object({
  a: z.string().nullable(),
  b: z.string().nullable(),
  rule: z.enum(['name', 'filing-company', 'premium-rank', 'unmatched']),
});
export type CompanyPair = z.infer<typeof companyPairSchema>;

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
    z.object({
      company: z.string(),
      /** B's company when paired with a company of another name (absent in older reports). */
      companyB: z.string().nullable().optional(),
      presentIn,
      figures: z.array(figureDeltaSchema),
    }),
  ),
  /** Added with the factor-level diff (ADR 022); older stored reports lack these fields. */
  companyPairs: z.array(companyPairSchema).optional(),
  factorTables: z.array(factorTableDeltaSchema).optional(),
  baseRates: z.array(baseRateDeltaSchema).optional(),
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
      companyB: z.string().nullable().optional(),
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
