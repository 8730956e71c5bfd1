import { z } from 'zod';
import { filingSortSchema } from './filing-sort.ts';
import { pageRequestSchema } from './page-request.ts';
import { filingFiltersSchema } from './resolve-filing-filters.ts';

const optionalFilters = z.preprocess((v) => v ?? {}, filingFiltersSchema);

/** A list request: filters, sort (by a column of the table read) and page. */
export function listRequestSchema(table: 'filings' | 'whole') {
  return z.object({
    filters: optionalFilters,
    sort: filingSortSchema(table),
    pagination: pageRequestSchema,
  });
}

export const countRequestSchema = z.object({ filters: optionalFilters });
