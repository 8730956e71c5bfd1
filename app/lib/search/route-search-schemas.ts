import { SEARCH_INDEXES } from '#contract/search/search-indexes.ts';
import { z } from '#contract/zod.ts';
import { dateParamSchema } from './date-param.ts';
import { listParamSchema, stateListParamSchema } from './list-param.ts';
import { searchPaginationParamSchema } from './pagination-param.ts';
import { analyticsScopeParams } from './population-param.ts';
import {
  booleanParamSchema,
  filterValueParamSchema,
  queryParamSchema,
  stateParamSchema,
  stringParamSchema,
} from './scalar-param.ts';

/** /login: an optional redirect target (validated again before it is followed). */
export const loginSearchSchema = z.object({ redirect: stringParamSchema });

/** /reset-password?token=…: the one-time token from the e-mail. */
export const resetPasswordSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

/** /multi-carrier, /rating-factors and /doi share these parameters. */
export const multiCarrierSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  ...analyticsScopeParams,
});

/** The measures of /multi-carrier's carriers-by-state table, as the URL spells them. */
export const MATRIX_MEASURE_PARAMS = [
  'rate-impact',
  'filings',
  'premium-change',
  'approval-rate',
] as const;
export type MatrixMeasureParam = (typeof MATRIX_MEASURE_PARAMS)[number];
/** The table's measure when the URL names none (left out of links). */
export const DEFAULT_MATRIX_MEASURE: MatrixMeasureParam = 'rate-impact';

/**
 * /multi-carrier: the shared filters and the carriers-by-state table's `measure` (absent or
 * unknown: rate impact), so that a shared link shows the same figures.
 */
export const multiCarrierPageSearchSchema = multiCarrierSearchSchema.extend({
  measure: z.enum(MATRIX_MEASURE_PARAMS).optional().catch(undefined),
});

/**
 * /rating-factors: the top lists' filters, and the factor benchmark's state, line, factor and
 * level (each absent: the api's default), kept apart so that the two sections filter separately.
 */
export const ratingFactorsSearchSchema = multiCarrierSearchSchema.extend({
  benchmarkState: stateParamSchema,
  benchmarkLine: filterValueParamSchema,
  benchmarkFactor: filterValueParamSchema,
  benchmarkLevel: filterValueParamSchema,
});

/** The spec's /doi filters plus the reviewer whose profile is open. */
export const doiSearchSchema = multiCarrierSearchSchema.extend({
  reviewer: filterValueParamSchema,
  reviewerState: stateParamSchema,
});

export const singleCarrierSearchSchema = z.object({
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  carrier: filterValueParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  ...analyticsScopeParams,
});

export const stateSearchSchema = z.object({
  lineOfBusiness: filterValueParamSchema,
  state: stateParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  subTois: listParamSchema,
  dispositionStatuses: listParamSchema,
  filingTypes: listParamSchema,
  companies: listParamSchema,
  productNames: listParamSchema,
  ...analyticsScopeParams,
});

export const searchSearchSchema = z.object({
  query: queryParamSchema,
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  filingTypes: listParamSchema,
  pagination: searchPaginationParamSchema,
  index: z.enum(SEARCH_INDEXES).catch('all').default('all'),
  hasMoreContext: booleanParamSchema,
  hasPromotedRecentFilings: booleanParamSchema,
});
