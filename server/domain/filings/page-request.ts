import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';

const { defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE } = API_LIMITS;
/** Deepest page served (keeps OFFSET bounded; 100 per page reaches 10 million rows). */
const MAX_PAGE = API_LIMITS.maxFilingsPage;

export type PageRequest = { page: number; pageSize: number };
export type PageResult = { nextPage: number; totalPages: number; totalResults: number };

/** Validates an api Pagination: 0 means the default (page 1, page size 10). */
export const pageRequestSchema = z
  .object({
    page: z
      .number()
      .int()
      .min(0, 'Page must be 1 or more')
      .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`),
    pageSize: z
      .number()
      .int()
      .min(0, `Page size must be 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Page size must be 1 to ${MAX_PAGE_SIZE}`),
  })
  .optional()
  .transform(
    (p): PageRequest => ({ page: p?.page || 1, pageSize: p?.pageSize || DEFAULT_PAGE_SIZE }),
  );

/** The page result for a total: next page 0 on (or past) the last page. */
export function pageResult(request: PageRequest, totalResults: number): PageResult {
  const totalPages = Math.ceil(totalResults / request.pageSize);
  return {
    nextPage: request.page < totalPages ? request.page + 1 : 0,
    totalPages,
    totalResults,
  };
}
