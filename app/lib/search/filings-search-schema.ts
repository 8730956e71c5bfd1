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
import { trackingParamSchema } from './tracking-param.ts';

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

/** One row per filing (companies expandable, the default) or one row per filing and company. */
export const FILINGS_ROW_MODES = ['filings', 'companies'] as const;
export type FilingsRowMode = (typeof FILINGS_ROW_MODES)[number];
export const DEFAULT_FILINGS_ROWS: FilingsRowMode = 'filings';
export const isFilingsRowMode = (value: string): value is FilingsRowMode =>
  (FILINGS_ROW_MODES as readonly string[]).includes(value);

export const filingsSearchSchema = z.object({
  sort: filingsSortParamSchema,
  rows: z.enum(FILINGS_ROW_MODES).catch(DEFAULT_FILINGS_ROWS).default(DEFAULT_FILINGS_ROWS),
  pagination: paginationParamSchema,
  startDate: dateParamSchema,
  endDate: dateParamSchema,
  dateBasis: dateBasisParamSchema,
  ...filterListParams,
  /** Only these filings: comma-separated tracking numbers (ADR 024). */
  tracking: trackingParamSchema,
});

export type FilingsSearch = z.infer<typeof filingsSearchSchema>;
