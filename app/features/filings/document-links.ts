import type { FilingsSearch } from '../../lib/search/filings-search-schema.ts';
import { FILING_LIST_FILTERS } from './filing-filter-fields.ts';
import { dateParamToProto, sortFieldToProto } from './filings-request.ts';

/** Most PDFs the api puts in one zip (it refuses more, and refuses over 100 MB). */
export const MAX_PDFS_PER_ZIP = 50;

function exportDate(date: FilingsSearch['startDate']): string | undefined {
  const proto = dateParamToProto(date);
  if (!proto) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (!proto.month) return String(proto.year);
  if (!proto.day) return `${proto.year}-${pad(proto.month)}`;
  return `${proto.year}-${pad(proto.month)}-${pad(proto.day)}`;
}

/**
 * The document link of a CSV export of every row matching the search's filters, in the table's
 * order (exchanged for a signed URL with DocumentService.GetSignedLink).
 */
export function csvExportLink(search: FilingsSearch): string {
  const params = new URLSearchParams();
  for (const { key } of FILING_LIST_FILTERS) {
    for (const value of search[key] ?? []) params.append(key, value);
  }
  const startDate = exportDate(search.startDate);
  const endDate = exportDate(search.endDate);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  if (search.dateBasis && (startDate || endDate)) params.set('dateBasis', search.dateBasis);
  params.set('sortField', sortFieldToProto(search.sort.field));
  params.set('sortDirection', search.sort.direction);
  return `exports/filings.csv?${params.toString()}`;
}

/** The document link of a zip of the PDFs of these filings (distinct tracking numbers). */
export function pdfZipLink(trackingNumbers: readonly string[]): string {
  const params = new URLSearchParams([...new Set(trackingNumbers)].map((tn) => ['t', tn]));
  return `exports/pdfs.zip?${params.toString()}`;
}
