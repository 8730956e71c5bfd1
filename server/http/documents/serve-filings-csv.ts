import { core } from 'zod';
import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import { csvRow } from '#server/documents/csv-row.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { FILINGS_CSV_COLUMNS } from '#server/documents/filings-csv-columns.ts';
import { parseExportQuery } from '#server/domain/documents/parse-export-query.ts';
import { iterateFilingRows } from '#server/domain/filings/iterate-filing-rows.ts';

/**
 * GET /api/exports/filings.csv?{filters}: every company row matching the filters (ListFilings'
 * semantics and order), streamed batch by batch. Authorised by a signed export link
 * (GetSignedLink of "exports/filings.csv?…") or a Bearer token.
 */
export async function serveFilingsCsv(
  request: Request,
  deps: DocumentRouteDeps,
): Promise<Response> {
  const auth = await authorizeDocumentRequest(request, deps, true);
  if (!auth.ok) return auth.response;
  let query: ReturnType<typeof parseExportQuery>;
  try {
    query = parseExportQuery(auth.params);
  } catch (error) {
    if (!(error instanceof core.$ZodError)) throw error;
    return textResponse(400, error.issues[0]?.message ?? 'Invalid export filter.');
  }
  const db = await deps.getDatabase();
  const batches = iterateFilingRows(db, query.filters, query.sort);
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(FILINGS_CSV_COLUMNS.map(([name]) => name))));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const text = next.value
        .map((row) => csvRow(FILINGS_CSV_COLUMNS.map(([, value]) => value(row))))
        .join('');
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const date = new Date(deps.now?.() ?? Date.now()).toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="filings-${date}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
