import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import { trackingNumbersOf } from '#app/lib/search/tracking-param.ts';
import { API_LIMITS } from '#contract/api-limits.ts';
import { writeExportQuery } from '#contract/filings/export-query.ts';
import { FILTER_LIST_FIELDS } from '#contract/filings/filter-fields.ts';
import { sortFromParam } from './filing-sort.ts';
import { dateParamToProto } from './filings-request.ts';

/** Most PDFs the api puts in one zip (it refuses more, and refuses over 100 MB). */
export const MAX_PDFS_PER_ZIP = API_LIMITS.maxPdfsPerZip;

/**
 * The document link of a CSV export of every row matching the search's filters, as the table
 * shows them: one row per filing or per filing and company (the search's `rows`), in the
 * table's order (exchanged for a signed URL with DocumentService.GetSignedLink).
 */
export function csvExportLink(search: FilingsSearch): string {
  const lists = Object.fromEntries(FILTER_LIST_FIELDS.map((field) => [field, search[field] ?? []]));
  const startDate = dateParamToProto(search.startDate);
  const endDate = dateParamToProto(search.endDate);
  const sort = sortFromParam(search.sort);
  const trackingNumbers = trackingNumbersOf(search.tracking);
  const query = writeExportQuery({
    rows: search.rows,
    lists,
    ...(trackingNumbers.length > 0 ? { trackingNumbers } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    ...(search.dateBasis ? { dateBasis: search.dateBasis } : {}),
    sortField: sort.field,
    sortDirection: sort.direction,
  });
  return `exports/filings.csv?${query}`;
}

/** The document link of a zip of the PDFs of these filings (distinct tracking numbers). */
export function pdfZipLink(trackingNumbers: readonly string[]): string {
  const params = new URLSearchParams([...new Set(trackingNumbers)].map((tn) => ['t', tn]));
  return `exports/pdfs.zip?${params.toString()}`;
}
