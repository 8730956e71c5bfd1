import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';
import {
  DATE_BASES,
  type DateBasis,
  type FilterListField,
  type Population,
} from '#contract/filings/filter-fields.ts';
import {
  MAX_TRACKING_NUMBERS,
  TRACKING_NUMBER_PATTERN,
} from '#contract/filings/tracking-numbers.ts';

/** Most values one filter list may hold (OR within the field), longest single value. */
const { maxValues: MAX_FILTER_VALUES, maxValueLength: MAX_FILTER_VALUE_LENGTH } = API_LIMITS;
const { minYear: MIN_YEAR, maxYear: MAX_YEAR } = API_LIMITS;

/** A calendar date from the api: parts of 0 mean "unspecified" (whole year or month). */
export const filterDateSchema = z
  .object({
    year: z.number().int().min(0).max(MAX_YEAR, `Year must be at most ${MAX_YEAR}`),
    month: z.number().int().min(0).max(12, 'Month must be 1 to 12 (0 for the whole year)'),
    day: z.number().int().min(0).max(31, 'Day must be 1 to 31 (0 for the whole month)'),
  })
  .refine((d) => d.year > 0 || (d.month === 0 && d.day === 0), {
    message: 'A date with a month or day needs a year',
  })
  .refine((d) => d.month > 0 || d.day === 0, { message: 'A date with a day needs a month' })
  .refine((d) => d.year === 0 || d.year >= MIN_YEAR, {
    message: `Year must be ${MIN_YEAR} or later`,
  })
  .refine((d) => d.day === 0 || d.day <= daysInMonth(d.year, d.month), {
    message: 'Day does not exist in that month',
  });

export type FilterDate = z.infer<typeof filterDateSchema>;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A list filter's values: trimmed, non-empty, bounded, deduplicated and sorted. */
export function filterListSchema(label: string) {
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

/** The states filter: two-letter codes, upper-cased, bounded, deduplicated and sorted. */
export const filterStatesSchema = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'States are two-letter codes'),
  )
  .max(MAX_FILTER_VALUES, `States: at most ${MAX_FILTER_VALUES} values`)
  .transform((values) => [...new Set(values)].sort());

/**
 * The tracking-number filter: SERFF tracking numbers, upper-cased, at most
 * MAX_TRACKING_NUMBERS, deduplicated and sorted. Anything that is not a tracking number is
 * refused by name, so that a caller learns which item of a pasted list was wrong.
 */
export const filterTrackingNumbersSchema = z
  .array(
    z
      .string()
      .trim()
      .max(40, 'Tracking numbers: a value is too long to be a tracking number')
      .refine((value) => TRACKING_NUMBER_PATTERN.test(value), {
        error: (issue) =>
          `Tracking numbers: ${String(issue.input).slice(0, 40)} is not a SERFF tracking number (e.g. SFMA-134393024)`,
      })
      .transform((value) => value.toUpperCase()),
  )
  .max(
    MAX_TRACKING_NUMBERS,
    `Tracking numbers: at most ${MAX_TRACKING_NUMBERS} values; split a longer list`,
  )
  .transform((values) => [...new Set(values)].sort());

/** The common filing filters as they arrive (proto FilingFilters shape, camelCase). */
export const filingFiltersInputSchema = z.object({
  startDate: filterDateSchema.optional(),
  endDate: filterDateSchema.optional(),
  carriers: filterListSchema('Carriers').default([]),
  linesOfBusiness: filterListSchema('Lines of business').default([]),
  states: filterStatesSchema.default([]),
  subTois: filterListSchema('Sub-TOIs').default([]),
  dispositionStatuses: filterListSchema('Disposition statuses').default([]),
  filingTypes: filterListSchema('Filing types').default([]),
  companies: filterListSchema('Companies').default([]),
  productNames: filterListSchema('Product names').default([]),
  ratingFactors: filterListSchema('Rating factors').default([]),
  trackingNumbers: filterTrackingNumbersSchema.default([]),
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
  'startDate' | 'endDate' | 'dateBasis' | 'population' | 'trackingNumbers'
> & {
  /**
   * Only these filings (upper-case tracking numbers, sorted); absent when the filter is not
   * used, so that filters without it stay as they were (one cache key, every caller unchanged).
   */
  trackingNumbers?: string[];
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

/**
 * The column of each list filter on company rows and on whole filings alike, keyed by the
 * contract's filter fields (a field added there without its column here does not compile).
 * `companies` and `ratingFactors` have none: a whole filing matches through its company rows or
 * the factors it revised.
 */
export const FILTER_LIST_COLUMNS: Record<
  Exclude<FilterListField, 'companies' | 'ratingFactors'>,
  string
> = {
  carriers: 'carrier',
  linesOfBusiness: 'line_of_business',
  states: 'state',
  subTois: 'sub_toi',
  dispositionStatuses: 'disposition_status',
  filingTypes: 'filing_type',
  productNames: 'product_name',
};
