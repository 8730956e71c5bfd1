import type { FilterListField } from '#contract/filings/filter-fields.ts';
import { listParamSchema, stateListParamSchema } from './list-param.ts';

/** Each list filter of the contract as a URL parameter (the compiler catches a missing one). */
export const filterListParams = {
  carriers: listParamSchema,
  linesOfBusiness: listParamSchema,
  states: stateListParamSchema,
  subTois: listParamSchema,
  dispositionStatuses: listParamSchema,
  filingTypes: listParamSchema,
  companies: listParamSchema,
  productNames: listParamSchema,
  ratingFactors: listParamSchema,
} satisfies Record<FilterListField, unknown>;
