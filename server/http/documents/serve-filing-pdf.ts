import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { parsePdfLink } from '#server/domain/documents/document-link.ts';

/**
 * GET /api/documents/{tracking number}.pdf?expires=…&signature=…: the filing's PDF for a valid
 * signed link (403 when tampered or expired, 404 when the filing has no PDF).
 */
export async function serveFilingPdf(request: Request, deps: DocumentRouteDeps): Promise<Response> {
  const auth = await authorizeDocumentRequest(request, deps, false);
  if (!auth.ok) return auth.response;
  const trackingNumber = parsePdfLink(new URL(request.url).pathname);
  if (!trackingNumber) return textResponse(404, 'Not found.');
  const pdf = await deps.readPdf(await deps.getDatabase(), trackingNumber);
  if (!pdf) return textResponse(404, `No document for filing ${trackingNumber}.`);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${trackingNumber}.pdf"`,
      'content-length': String(pdf.byteLength),
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  });
}
