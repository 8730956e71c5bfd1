import { z } from 'zod';

/** Most values one filter list may hold (OR within the field). */
export const MAX_FILTER_VALUES = 200;
/** Longest single filter value. */
export const MAX_FILTER_VALUE_LENGTH = 200;

/** A calendar date from the api: parts of 0 mean "unspecified" (whole year or month). */
export const filterDateSchema = z
  .object({
    year: z.number().int().min(0).max(9999, 'Year must be at most 9999'),
    month: z.number().int().min(0).max(12, 'Month must be 1 to 12 (0 for the whole year)'),
    day: z.number().int().min(0).max(31, 'Day must be 1 to 31 (0 for the whole month)'),
  })
  .refine((d) => d.year > 0 || (d.month === 0 && d.day === 0), {
    message: 'A date with a month or day needs a year',
  })
  .refine((d) => d.month > 0 || d.day === 0, { message: 'A date with a day needs a month' })
  .refine((d) => d.year === 0 || d.year >= 1900, { message: 'Year must be 1900 or later' })
  .refine((d) => d.day === 0 || d.day <= daysInMonth(d.year, d.month), {
    message: 'Day does not exist in that month',
  });

export type FilterDate = z.infer<typeof filterDateSchema>;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function filterListSchema(label: string) {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label}: values must not be empty`)
        .max(
          MAX_FILTER_VALUE_LENGTH,
          `${label}: values must be at most ${MAX_FILTER_VALUE_LENGTH} characters`,
        ),
    )
    .max(MAX_FILTER_VALUES, `${label}: at most ${MAX_FILTER_VALUES} values`)
    .transform((values) => [...new Set(values)].sort());
}

/** The common filing filters as they arrive (proto FilingFilters shape, camelCase). */
export const filingFiltersInputSchema = z.object({
  startDate: filterDateSchema.optional(),
  endDate: filterDateSchema.optional(),
  carriers: filterListSchema('Carriers').default([]),
  linesOfBusiness: filterListSchema('Lines of business').default([]),
  states: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'States are two-letter codes'),
    )
    .max(MAX_FILTER_VALUES, `States: at most ${MAX_FILTER_VALUES} values`)
    .transform((values) => [...new Set(values)].sort())
    .default([]),
  subTois: filterListSchema('Sub-TOIs').default([]),
  dispositionStatuses: filterListSchema('Disposition statuses').default([]),
  filingTypes: filterListSchema('Filing types').default([]),
  companies: filterListSchema('Companies').default([]),
  productNames: filterListSchema('Product names').default([]),
});

export type FilingFiltersInput = z.input<typeof filingFiltersInputSchema>;
export type ParsedFilingFilters = z.output<typeof filingFiltersInputSchema>;

/** Filters ready for SQL: lists deduplicated and sorted, dates as inclusive ISO bounds. */
export type FilingFilters = Omit<ParsedFilingFilters, 'startDate' | 'endDate'> & {
  /** Inclusive lower bound on effective_date_new, YYYY-MM-DD. */
  startDate?: string;
  /** Inclusive upper bound on effective_date_new, YYYY-MM-DD. */
  endDate?: string;
};

/** The list fields of FilingFilters, in a fixed order. */
export const FILTER_LIST_FIELDS = [
  'carriers',
  'linesOfBusiness',
  'states',
  'subTois',
  'dispositionStatuses',
  'filingTypes',
  'companies',
  'productNames',
] as const;
export type FilterListField = (typeof FILTER_LIST_FIELDS)[number];
