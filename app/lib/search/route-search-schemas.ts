import { z } from 'zod';
import { dateParamSchema } from './date-param.ts';
import { listParamSchema } from './list-param.ts';
import { paginationParamSchema } from './pagination-param.ts';
import { booleanParamSchema, stringParamSchema } from './scalar-param.ts';

/** /login: an optional redirect target (validated again before it is followed). */
export const loginSearchSchema = z.object({ redirect: stringParamSchema });

/** /multi-carrier, /rating-factors and /doi share these parameters. */
export const multiCarrierSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: listParamSchema,
});

export const singleCarrierSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  carrier: stringParamSchema,
  linesOfBusiness: listParamSchema,
  states: listParamSchema,
});

export const stateSearchSchema = z.object({
  lineOfBusiness: stringParamSchema,
  state: stringParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  subTois: listParamSchema,
  dispositionStatuses: listParamSchema,
  filingTypes: listParamSchema,
  companies: listParamSchema,
  productNames: listParamSchema,
});

export const SEARCH_INDEXES = [
  'all',
  'filings',
  'objections',
  'summaries',
  'rating-factors',
] as const;

export const searchSearchSchema = z.object({
  query: stringParamSchema,
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: listParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  filingTypes: listParamSchema,
  pagination: paginationParamSchema,
  index: z.enum(SEARCH_INDEXES).catch('all').default('all'),
  hasMoreContext: booleanParamSchema,
  hasPromotedRecentFilings: booleanParamSchema,
});
