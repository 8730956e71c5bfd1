import {
  fitHighlightTerms,
  type PdfBox,
  writePdfHighlight,
} from '#contract/documents/pdf-highlight.ts';

/** Where the web tier renews filing PDF links (app/routes/documents/$.ts). */
export const STABLE_DOCUMENT_PREFIX = '/documents/';

/** A filing's PDF link as the api names it ("filings/SFMA-134393024.pdf"). */
const PDF_LINK = /^filings\/[A-Z0-9]{2,8}-[A-Z]?\d{4,12}\.pdf$/i;

/** Whether `link` names a filing PDF (the only documents opened in a tab). */
export function isPdfDocumentLink(link: string): boolean {
  return PDF_LINK.test(link);
}

/**
 * A link to a filing's PDF that never expires: a same-origin address whose server route asks
 * the api for a fresh signed URL on every use and redirects there, so a link on a page left open
 * for hours still works ("/documents/filings/SFMA-134393024.pdf#page=3"). With search terms, the
 * PDF opens at the page with the terms highlighted there
 * ("/documents/filings/SFMA-134393024.pdf?page=3&hl=wildfire,roof+age#page=3"); with boxes, the
 * rectangles there are marked (a cited value: "?page=3&box=46,701,80,9.6#page=3"). Empty for
 * anything but a filing PDF link.
 */
export function stablePdfHref(
  pdfLink: string,
  page?: number,
  terms: readonly string[] = [],
  boxes: readonly PdfBox[] = [],
): string {
  if (!isPdfDocumentLink(pdfLink)) return '';
  if (!page || page <= 0) return `${STABLE_DOCUMENT_PREFIX}${pdfLink}`;
  const highlight = fitHighlightTerms(terms);
  const query =
    highlight.length > 0 || boxes.length > 0
      ? `?${writePdfHighlight({ page, terms: highlight, boxes: [...boxes] }).toString()}`
      : '';
  return `${STABLE_DOCUMENT_PREFIX}${pdfLink}${query}#page=${page}`;
}
