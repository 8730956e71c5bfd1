import { type ExportRows, readExportQuery } from '#contract/filings/export-query.ts';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { filingSortSchema } from '#server/domain/filings/filing-sort.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';

/**
 * The row mode, filter and sort of a CSV export link (its query as
 * contract/filings/export-query.ts reads it), validated as the filings table's in that mode (a
 * per-filing export sorts as whole filings do): unknown parameters, malformed values and values
 * past the api's limits throw a ZodError.
 */
export function parseExportQuery(params: URLSearchParams): {
  rows: ExportRows;
  filters: FilingFilters;
  sort: FilingSort;
} {
  const query = readExportQuery(params);
  return {
    rows: query.rows,
    filters: filingFiltersSchema.parse(query.filters),
    sort: filingSortSchema(query.rows === 'filings' ? 'whole' : 'filings').parse(query.sort),
  };
}
