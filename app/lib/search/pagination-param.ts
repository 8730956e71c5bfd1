import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { z } from '../zod.ts';
import { FILTER_LIMITS } from './filter-limits.ts';

export const DEFAULT_PAGINATION = { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE } as const;

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
function paginationParamOf(maxPage: number, maxPageSize: number) {
  return z
    .object({
      page: boundedPositiveInt(maxPage, DEFAULT_PAGE),
      pageSize: boundedPositiveInt(maxPageSize, DEFAULT_PAGE_SIZE),
    })
    .catch({ ...DEFAULT_PAGINATION })
    .default({ ...DEFAULT_PAGINATION });
}

/** The filings table's pagination (spec section 5: page 1 of 10 by default). */
export const paginationParamSchema = paginationParamOf(FILTER_LIMITS.maxFilingsPage, MAX_PAGE_SIZE);

/** Search results' pagination: the api ranks a bounded candidate set. */
export const searchPaginationParamSchema = paginationParamOf(
  FILTER_LIMITS.maxSearchPage,
  FILTER_LIMITS.maxSearchPageSize,
);

export type PaginationParam = z.infer<typeof paginationParamSchema>;
