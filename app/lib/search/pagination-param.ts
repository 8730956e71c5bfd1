import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

export const DEFAULT_PAGINATION = { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE } as const;

/** `pagination {page, pageSize}`: positive integers defaulting to 1 and 10 (spec section 5). */
export const paginationParamSchema = z
  .object({
    page: z.number().int().positive().max(1_000_000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
    pageSize: z
      .number()
      .int()
      .positive()
      .max(MAX_PAGE_SIZE)
      .catch(DEFAULT_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
  })
  .catch({ ...DEFAULT_PAGINATION })
  .default({ ...DEFAULT_PAGINATION });

export type PaginationParam = z.infer<typeof paginationParamSchema>;
