import { DEFAULT_PAGE } from '#app/lib/constants.ts';
import { API_LIMITS } from '#contract/api-limits.ts';
import { z } from '#contract/zod.ts';

export const DEFAULT_PAGINATION = {
  page: DEFAULT_PAGE,
  pageSize: API_LIMITS.defaultPageSize,
} as const;

/** A positive integer, lowered to `max` when above it; anything else becomes `fallback`. */
function boundedPositiveInt(max: number, fallback: number) {
  return z
    .number()
    .int()
    .positive()
    .transform((value) => Math.min(value, max))
    .catch(fallback)
    .default(fallback);
}

/**
 * `pagination {page, pageSize}`: positive integers, clamped to the api's limits (a pageSize of 100
 * on a view that shows at most 50 shows 50); anything that is not a positive integer is the default.
 */
function paginationParamOf(maxPage: number, maxPageSize: number, defaultPageSize: number) {
  return z
    .object({
      page: boundedPositiveInt(maxPage, DEFAULT_PAGE),
      pageSize: boundedPositiveInt(maxPageSize, defaultPageSize),
    })
    .catch({ page: DEFAULT_PAGE, pageSize: defaultPageSize })
    .default({ page: DEFAULT_PAGE, pageSize: defaultPageSize });
}

/** The filings table's pagination (spec section 5: page 1 of 10 by default). */
export const paginationParamSchema = paginationParamOf(
  API_LIMITS.maxFilingsPage,
  API_LIMITS.maxPageSize,
  API_LIMITS.defaultPageSize,
);

/** Search results' pagination: the api ranks a bounded candidate set. */
export const searchPaginationParamSchema = paginationParamOf(
  API_LIMITS.maxSearchPage,
  API_LIMITS.maxSearchPageSize,
  API_LIMITS.defaultSearchPageSize,
);

export type PaginationParam = z.infer<typeof paginationParamSchema>;
