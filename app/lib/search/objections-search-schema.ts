import { dateParamSchema } from '#app/lib/search/date-param.ts';
import { listParamSchema, stateListParamSchema } from '#app/lib/search/list-param.ts';
import { filterValueParamSchema, stringParamSchema } from '#app/lib/search/scalar-param.ts';
import { z } from '#contract/zod.ts';

/** /objections: the common filters plus reviewer, theme, words and page; bad values fall back. */
export const objectionsSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  subTois: listParamSchema,
  dispositionStatuses: listParamSchema,
  filingTypes: listParamSchema,
  companies: listParamSchema,
  productNames: listParamSchema,
  reviewer: filterValueParamSchema,
  theme: filterValueParamSchema,
  query: stringParamSchema,
  page: z.number().int().positive().max(100_000).optional().catch(undefined),
  /** The filing whose thread is open. */
  thread: stringParamSchema,
});

export type ObjectionsSearch = z.infer<typeof objectionsSearchSchema>;
