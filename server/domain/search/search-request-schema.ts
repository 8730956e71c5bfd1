import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';
import { SEARCH_INDEXES, type SearchIndexName } from '#contract/search/search-indexes.ts';
import { normalizeSearchQuery } from '#contract/search/search-query-text.ts';
import {
  filterDateSchema,
  filterListSchema,
  filterStatesSchema,
} from '#server/domain/filings/filing-filters-schema.ts';
import {
  endOfFilterDate,
  startOfFilterDate,
} from '#server/domain/filings/resolve-filing-filters.ts';

const {
  maxQueryLength: MAX_QUERY_LENGTH,
  maxSearchPageSize: MAX_SEARCH_PAGE_SIZE,
  defaultSearchPageSize: DEFAULT_SEARCH_PAGE_SIZE,
  /** Deepest page: results are ranked among a bounded set of candidates anyway. */
  maxSearchPage: MAX_SEARCH_PAGE,
} = API_LIMITS;

export type SearchIndex = SearchIndexName;
export const SEARCH_RESULT_TYPES = ['filing', 'objection', 'summary', 'rating-factors'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

const listSchema = (label: string) => filterListSchema(label).default([]);

/** A search as the domain takes it: validated, dates resolved to inclusive ISO bounds. */
export const searchRequestSchema = z
  .object({
    // A final space is kept: it says the last word is whole, not a prefix (docs/search.md).
    query: z
      .string()
      .default('')
      .transform(normalizeSearchQuery)
      .pipe(
        z
          .string()
          .max(MAX_QUERY_LENGTH, `Search queries are at most ${MAX_QUERY_LENGTH} characters`),
      ),
    carriers: listSchema('Carriers'),
    linesOfBusiness: listSchema('Lines of business'),
    states: filterStatesSchema.default([]),
    filingTypes: listSchema('Filing types'),
    startDate: filterDateSchema.optional(),
    endDate: filterDateSchema.optional(),
    index: z.enum(SEARCH_INDEXES).default('all'),
    moreContext: z.boolean().default(false),
    promoteRecent: z.boolean().default(false),
    page: z
      .number()
      .int()
      .min(1, 'Page must be 1 or more')
      .max(MAX_SEARCH_PAGE, `Page must be at most ${MAX_SEARCH_PAGE}`)
      .default(1),
    pageSize: z
      .number()
      .int()
      .min(1, `Page size must be 1 to ${MAX_SEARCH_PAGE_SIZE}`)
      .max(MAX_SEARCH_PAGE_SIZE, `Page size must be 1 to ${MAX_SEARCH_PAGE_SIZE}`)
      .default(DEFAULT_SEARCH_PAGE_SIZE),
  })
  .transform(({ startDate, endDate, ...rest }) => ({
    ...rest,
    startDate: startDate ? startOfFilterDate(startDate) : undefined,
    endDate: endDate ? endOfFilterDate(endDate) : undefined,
  }))
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    message: 'The start date must not be after the end date',
    path: ['startDate'],
  });

export type SearchRequestInput = z.input<typeof searchRequestSchema>;
export type SearchRequest = z.output<typeof searchRequestSchema>;
