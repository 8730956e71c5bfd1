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

/** Which date a date range (and a trend's months) is read on. */
export const DATE_BASES = ['effective', 'submitted', 'disposition'] as const;
export type DateBasis = (typeof DATE_BASES)[number];

/**
 * Which filings analytics figures count: `rate_changes` (default) the approved or effective
 * filings that change rates (rate impact set and not 0), `all` every filing. The filings list
 * ignores it (it lists filings, it does not measure them); see docs/analytics-definitions.md.
 */
export const POPULATIONS = ['rate_changes', 'all'] as const;
export type Population = (typeof POPULATIONS)[number];

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
  /** proto DateBasis: 0 or 1 effective (default), 2 submitted, 3 disposition. */
  dateBasis: z
    .number()
    .int()
    .min(0, 'Unknown date basis')
    .max(3, 'Unknown date basis')
    .optional()
    .transform((v): DateBasis => DATE_BASES[Math.max(0, (v ?? 0) - 1)] ?? 'effective'),
  /** proto Population: 0 or 1 rate changes that took effect (default), 2 all filings. */
  population: z
    .number()
    .int()
    .min(0, 'Unknown population')
    .max(2, 'Unknown population')
    .optional()
    .transform((v): Population => (v === 2 ? 'all' : 'rate_changes')),
});

export type FilingFiltersInput = z.input<typeof filingFiltersInputSchema>;
export type ParsedFilingFilters = z.output<typeof filingFiltersInputSchema>;

/** Filters ready for SQL: lists deduplicated and sorted, dates as inclusive ISO bounds. */
export type FilingFilters = Omit<
  ParsedFilingFilters,
  'startDate' | 'endDate' | 'dateBasis' | 'population'
> & {
  /** Inclusive lower bound on the date of `dateBasis`, YYYY-MM-DD. */
  startDate?: string;
  /** Inclusive upper bound on the date of `dateBasis`, YYYY-MM-DD. */
  endDate?: string;
  /** The date the range is read on; absent: effective. */
  dateBasis?: DateBasis;
  /** Analytics only; absent: rate changes that took effect. */
  population?: Population;
};

/** The whole_filings column of a date basis. */
export const DATE_BASIS_COLUMNS: Record<DateBasis, string> = {
  effective: 'effective_date_new',
  submitted: 'submitted_date',
  disposition: 'disposition_date',
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
