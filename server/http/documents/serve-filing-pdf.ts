import { readPdfHighlight } from '#contract/documents/pdf-highlight.ts';
import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { parsePdfLink } from '#server/domain/documents/document-link.ts';
import { highlightPdfPage } from '#server/domain/documents/highlight-pdf-page.ts';

/**
 * GET /api/documents/{tracking number}.pdf?expires=…&signature=…: the filing's PDF for a valid
 * signed link (403 when tampered or expired, 404 when the filing has no PDF). With `page` (and
 * `hl`, the search terms) it opens at that page with the terms highlighted there; a malformed or
 * oversized `page` or `hl` answers 400 naming the parameter.
 */
export async function serveFilingPdf(request: Request, deps: DocumentRouteDeps): Promise<Response> {
  const auth = await authorizeDocumentRequest(request, deps, false);
  if (!auth.ok) return auth.response;
  const trackingNumber = parsePdfLink(new URL(request.url).pathname);
  if (!trackingNumber) return textResponse(404, 'Not found.');
  const read = readPdfHighlight(auth.params, true);
  if (!read.ok) return textResponse(400, `Bad request: ${read.message}.`);
  const db = await deps.getDatabase();
  const stored = await deps.readPdf(db, trackingNumber);
  if (!stored) return textResponse(404, `No document for filing ${trackingNumber}.`);
  const { bytes, highlights } = read.highlight
    ? await highlightPdfPage(db, stored, read.highlight)
    : { bytes: stored, highlights: 0 };
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${trackingNumber}.pdf"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      ...(read.highlight ? { 'x-highlight-count': String(highlights) } : {}),
    },
  });
}
