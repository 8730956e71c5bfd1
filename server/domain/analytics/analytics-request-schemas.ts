import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';
import { pageRequestSchema } from '#server/domain/filings/page-request.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';

/** The common filters (absent means none), resolved exactly as the filings list resolves them. */
export const analyticsFiltersSchema = z.preprocess((v) => v ?? {}, filingFiltersSchema);

export const analyticsFiltersRequestSchema = z.object({ filters: analyticsFiltersSchema });

export const carrierStatsRequestSchema = z.object({
  filters: analyticsFiltersSchema,
  includeStateBreakdown: z.boolean().default(false),
});

/** Reviewer role as the domain names it; 'any' counts reviews in either role. */
export const reviewerRoleSchema = z
  .number()
  .int()
  .optional()
  .transform((role): 'any' | 'primary' | 'secondary' =>
    role === 1 ? 'primary' : role === 2 ? 'secondary' : 'any',
  );
export type ReviewerRoleFilter = z.output<typeof reviewerRoleSchema>;

export const reviewerStatsRequestSchema = z.object({
  filters: analyticsFiltersSchema,
  role: reviewerRoleSchema,
  pagination: pageRequestSchema,
});

export const REVIEWER_DAYS_SORT_FIELDS = [
  'average_days_to_approval',
  'median_days_to_approval',
  'total_filings',
  'state_average_days_to_approval',
  'name',
  'state',
] as const;

export const reviewerDaysRequestSchema = z.object({
  filters: analyticsFiltersSchema,
  role: reviewerRoleSchema,
  sort: z
    .object({
      field: z.string().trim().max(100),
      direction: z.number().int().optional(),
    })
    .optional()
    .transform((sort, ctx) => {
      const field = sort?.field || 'average_days_to_approval';
      if (!(REVIEWER_DAYS_SORT_FIELDS as readonly string[]).includes(field)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown sort field "${field}"; use one of ${REVIEWER_DAYS_SORT_FIELDS.join(', ')}`,
          path: ['field'],
        });
        return z.NEVER;
      }
      return {
        field: field as (typeof REVIEWER_DAYS_SORT_FIELDS)[number],
        ascending: sort?.direction === 1,
      };
    }),
  pagination: pageRequestSchema,
});

const benchmarkText = (label: string) =>
  z
    .string()
    .trim()
    .max(API_LIMITS.maxValueLength, `${label}: at most ${API_LIMITS.maxValueLength} characters`)
    .default('');

/**
 * GetFactorBenchmark: a state code (or empty for the default), a line, a factor and a level
 * (each empty for its default). Whether the state and line exist is checked against the data.
 */
export const factorBenchmarkRequestSchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'The state is a two-letter code such as CA')
    .default(''),
  lineOfBusiness: benchmarkText('Line of business'),
  factor: benchmarkText('Rating factor'),
  level: benchmarkText('Level'),
});
export type FactorBenchmarkRequest = z.output<typeof factorBenchmarkRequestSchema>;
