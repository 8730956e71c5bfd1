import {
  DEFAULT_FILING_SORT,
  FILING_SORT_PARAMS,
  SORT_DIRECTIONS,
  sortFieldToParam,
} from '#contract/filings/filing-sort-fields.ts';
import { z } from '#contract/zod.ts';
import { dateParamSchema } from './date-param.ts';
import { filterListParams } from './filter-list-params.ts';
import { paginationParamSchema } from './pagination-param.ts';
import { dateBasisParamSchema } from './population-param.ts';

/** The default sort as the URL spells it (stripped from links). */
export const DEFAULT_FILINGS_SORT = {
  field: sortFieldToParam(DEFAULT_FILING_SORT.field),
  direction: DEFAULT_FILING_SORT.direction,
} as const;

export const filingsSortParamSchema = z
  .object({
    field: z
      .enum(FILING_SORT_PARAMS)
      .catch(DEFAULT_FILINGS_SORT.field)
      .default(DEFAULT_FILINGS_SORT.field),
    direction: z
      .enum(SORT_DIRECTIONS)
      .catch(DEFAULT_FILINGS_SORT.direction)
      .default(DEFAULT_FILINGS_SORT.direction),
  })
  .catch({ ...DEFAULT_FILINGS_SORT })
  .default({ ...DEFAULT_FILINGS_SORT });

export const filingsSearchSchema = z.object({
  sort: filingsSortParamSchema,
  pagination: paginationParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  dateBasis: dateBasisParamSchema,
  ...filterListParams,
});

export type FilingsSearch = z.infer<typeof filingsSearchSchema>;
