import { core } from 'zod';
import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import { csvRow } from '#server/documents/csv-row.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { FILINGS_CSV_COLUMNS } from '#server/documents/filings-csv-columns.ts';
import { parseExportQuery } from '#server/domain/documents/parse-export-query.ts';
import type { FilingListRow } from '#server/domain/filings/filing-list-row.ts';
import { iterateFilingRows } from '#server/domain/filings/iterate-filing-rows.ts';
import { streamAttachment } from './stream-attachment.ts';

/** The CSV: its header row, then one chunk per batch of company rows. */
async function* csvChunks(batches: AsyncGenerator<FilingListRow[]>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(csvRow(FILINGS_CSV_COLUMNS.map(([name]) => name)));
  for await (const batch of batches)
    yield encoder.encode(
      batch.map((row) => csvRow(FILINGS_CSV_COLUMNS.map(([, value]) => value(row)))).join(''),
    );
}

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
  const date = new Date(deps.now?.() ?? Date.now()).toISOString().slice(0, 10);
  return streamAttachment(
    csvChunks(iterateFilingRows(db, query.filters, query.sort)),
    'text/csv; charset=utf-8',
    `filings-${date}.csv`,
  );
}
