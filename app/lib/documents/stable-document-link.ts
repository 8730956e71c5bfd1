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
 * for hours still works ("/documents/filings/SFMA-134393024.pdf#page=3"). Empty for anything
 * but a filing PDF link.
 */
export function stablePdfHref(pdfLink: string, page?: number): string {
  if (!isPdfDocumentLink(pdfLink)) return '';
  return `${STABLE_DOCUMENT_PREFIX}${pdfLink}${page && page > 0 ? `#page=${page}` : ''}`;
}
