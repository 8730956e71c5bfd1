import { z } from '../zod.ts';
import { dateParamSchema } from './date-param.ts';
import { listParamSchema, stateListParamSchema } from './list-param.ts';
import { paginationParamSchema } from './pagination-param.ts';
import { dateBasisParamSchema } from './population-param.ts';

/** Columns of the filings table the server can sort by (kebab-case, as in the URL). */
export const FILING_SORT_FIELDS = [
  'written-premium-change',
  'written-premium-for-program',
  'average-premium-change',
  'rate-impact',
  'indicated-change',
  'policyholders-affected',
  'max-change',
  'min-change',
  'effective-date-new',
  'effective-date-renewal',
  'disposition-date',
  'serff-tracking-number',
  'carrier',
  'company',
  'state',
  'line-of-business',
  'product-name',
  'disposition-status',
  'filing-type',
] as const;
export type FilingSortField = (typeof FILING_SORT_FIELDS)[number];

export const DEFAULT_FILINGS_SORT = {
  field: 'written-premium-change',
  direction: 'descending',
} as const;

export const filingsSortParamSchema = z
  .object({
    field: z
      .enum(FILING_SORT_FIELDS)
      .catch(DEFAULT_FILINGS_SORT.field)
      .default(DEFAULT_FILINGS_SORT.field),
    direction: z
      .enum(['ascending', 'descending'])
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
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  subTois: listParamSchema,
  dispositionStatuses: listParamSchema,
  filingTypes: listParamSchema,
  companies: listParamSchema,
  productNames: listParamSchema,
});

export type FilingsSearch = z.infer<typeof filingsSearchSchema>;
