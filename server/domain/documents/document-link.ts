import { z } from 'zod';
import { API_LIMITS } from '#contract/api-limits.ts';
import { type PdfHighlight, readPdfHighlight } from '#contract/documents/pdf-highlight.ts';
import type { ExportRows } from '#contract/filings/export-query.ts';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { parseExportQuery } from './parse-export-query.ts';
import { ZipCapError } from './zip-cap-error.ts';

/** Most PDFs in one zip. */
export const MAX_ZIP_FILES = API_LIMITS.maxPdfsPerZip;
/** Most bytes of PDFs in one zip (100 MB). */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;

/** What a document link names: a filing's PDF, a CSV export of a filter, or a zip of PDFs. */
export type DocumentLink =
  | { kind: 'pdf'; trackingNumber: string; highlight?: PdfHighlight }
  | {
      kind: 'csv';
      rows: ExportRows;
      filters: FilingFilters;
      sort: FilingSort;
      params: URLSearchParams;
    }
  | { kind: 'zip'; trackingNumbers: string[]; params: URLSearchParams };

const PDF_LINK = /^\/?(?:filings|api\/documents)\/([A-Z0-9]{2,8}-[A-Z]?\d{4,12})\.pdf$/i;
const PDF_LINK_WITH_QUERY = /^(\/?filings\/[^/?]+\.pdf)\?(.*)$/i;
const CSV_LINK = /^\/?(?:api\/)?exports\/filings\.csv(?:\?(.*))?$/;
const ZIP_LINK = /^\/?(?:api\/)?exports\/pdfs\.zip\?(.*)$/;

/** The tracking number of a filing PDF link ("filings/SFMA-134393024.pdf"), else undefined. */
export function parsePdfLink(link: string): string | undefined {
  return PDF_LINK.exec(link.trim())?.[1]?.toUpperCase();
}

/** Tracking numbers of the PDFs for a zip: 1 to MAX_ZIP_FILES PDF links, deduplicated. */
export function parseZipTrackingNumbers(values: readonly string[]): string[] {
  if (values.length === 0) throw zipError('Choose at least one PDF to download');
  const numbers = values.map((value) => {
    const tn = parsePdfLink(value) ?? parsePdfLink(`filings/${value}.pdf`);
    if (!tn || value.includes('/..') || value.includes('\\')) {
      throw zipError(`Not a filing PDF link: ${value.slice(0, 80)}`);
    }
    return tn;
  });
  const unique = [...new Set(numbers)];
  if (unique.length > MAX_ZIP_FILES) {
    throw new ZipCapError(`At most ${MAX_ZIP_FILES} PDFs per download (${unique.length} chosen)`);
  }
  return unique;
}

function zipError(message: string) {
  return new z.ZodError([{ code: 'custom', message, path: ['pdf_links'], input: undefined }]);
}

/**
 * A filing PDF link with where it opens and what it highlights
 * ("filings/SFMA-134393024.pdf?page=3&hl=wildfire,roof+age"); undefined when not such a link.
 */
function parsePdfLinkWithHighlight(text: string): DocumentLink | undefined {
  const match = PDF_LINK_WITH_QUERY.exec(text);
  const trackingNumber = match?.[1] ? parsePdfLink(match[1]) : undefined;
  if (!trackingNumber) return undefined;
  const read = readPdfHighlight(new URLSearchParams(match?.[2] ?? ''), true);
  if (!read.ok) {
    throw new z.ZodError([
      {
        code: 'custom',
        message: `Bad PDF link: ${read.message}`,
        path: ['link'],
        input: undefined,
      },
    ]);
  }
  return read.highlight
    ? { kind: 'pdf', trackingNumber, highlight: read.highlight }
    : { kind: 'pdf', trackingNumber };
}

/**
 * Parses a document link given to GetSignedLink. Throws a ZodError (invalid_argument) for a
 * malformed link or export filter.
 */
export function parseDocumentLink(link: string): DocumentLink {
  const text = z
    .string()
    .trim()
    .min(1, 'A document link is required')
    .max(8000, 'The link is too long')
    .parse(link);
  const pdf = parsePdfLink(text);
  if (pdf) return { kind: 'pdf', trackingNumber: pdf };
  const highlighted = parsePdfLinkWithHighlight(text);
  if (highlighted) return highlighted;
  const csv = CSV_LINK.exec(text);
  if (csv) {
    const params = new URLSearchParams(csv[1] ?? '');
    return { kind: 'csv', ...parseExportQuery(params), params };
  }
  const zip = ZIP_LINK.exec(text);
  if (zip) {
    const params = new URLSearchParams(zip[1] ?? '');
    const trackingNumbers = parseZipTrackingNumbers(params.getAll('t'));
    return {
      kind: 'zip',
      trackingNumbers,
      params: new URLSearchParams(trackingNumbers.map((t) => ['t', t])),
    };
  }
  throw new z.ZodError([
    {
      code: 'custom',
      message:
        'Unknown document link: expected filings/{tracking number}.pdf (optionally ?page=N&hl=terms), exports/filings.csv?... or exports/pdfs.zip?t=...',
      path: ['link'],
      input: undefined,
    },
  ]);
}
