import { dateParamSchema } from '#app/lib/search/date-param.ts';
import { filterListParams } from '#app/lib/search/filter-list-params.ts';
import { filterValueParamSchema, stringParamSchema } from '#app/lib/search/scalar-param.ts';
import { z } from '#contract/zod.ts';

/** /objections: the common filters plus reviewer, theme, words and page; bad values fall back. */
export const objectionsSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  ...filterListParams,
  reviewer: filterValueParamSchema,
  theme: filterValueParamSchema,
  query: stringParamSchema,
  page: z.number().int().positive().max(100_000).optional().catch(undefined),
  /** The filing whose thread is open. */
  thread: stringParamSchema,
});

export type ObjectionsSearch = z.infer<typeof objectionsSearchSchema>;
