import { core } from 'zod';
import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import { checkPdfZip, streamPdfZip, zipFileName } from '#server/documents/build-pdf-zip.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { parseZipTrackingNumbers } from '#server/domain/documents/document-link.ts';
import { UnknownPdfError, ZipCapError } from '#server/domain/documents/zip-cap-error.ts';
import { streamAttachment } from './stream-attachment.ts';

/**
 * GET /api/exports/pdfs.zip?t={tracking number}&…: a zip of the filings' PDFs, streamed entry by
 * entry, for a signed link (GetSignedLink of "exports/pdfs.zip?t=…"). At most 50 files and
 * 100 MB: over a cap, or with an unknown or malformed link, 400 with the reason.
 */
export async function servePdfsZip(request: Request, deps: DocumentRouteDeps): Promise<Response> {
  const auth = await authorizeDocumentRequest(request, deps, false);
  if (!auth.ok) return auth.response;
  const db = await deps.getDatabase();
  let numbers: string[];
  try {
    numbers = parseZipTrackingNumbers(auth.params.getAll('t'));
    await checkPdfZip(db, deps.readPdf, numbers);
  } catch (error) {
    if (error instanceof ZipCapError || error instanceof UnknownPdfError)
      return textResponse(400, error.message);
    if (error instanceof core.$ZodError) {
      return textResponse(400, error.issues[0]?.message ?? 'Not a list of filing PDFs.');
    }
    throw error;
  }
  return streamAttachment(
    streamPdfZip(db, deps.readPdf, numbers),
    'application/zip',
    zipFileName(new Date(deps.now?.() ?? Date.now())),
  );
}
