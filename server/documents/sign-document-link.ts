import { writePdfHighlight } from '#contract/documents/pdf-highlight.ts';
import type { DocumentLink } from '#server/domain/documents/document-link.ts';
import { CSV_EXPORT_PATH, pdfPath, ZIP_EXPORT_PATH } from './document-paths.ts';
import { signUrl } from './signed-url.ts';

/**
 * A signed root-relative URL serving the linked document until `expiresAt` (epoch seconds). A
 * PDF's page and highlight terms are signed with it, so the PDF route can trust them.
 */
export function signDocumentLink(key: Buffer, link: DocumentLink, expiresAt: number): string {
  if (link.kind === 'pdf') {
    return signUrl(key, pdfPath(link.trackingNumber), writePdfHighlight(link.highlight), expiresAt);
  }
  return signUrl(
    key,
    link.kind === 'csv' ? CSV_EXPORT_PATH : ZIP_EXPORT_PATH,
    link.params,
    expiresAt,
  );
}
