import { core } from 'zod';
import {
  authorizeDocumentRequest,
  textResponse,
} from '#server/documents/authorize-document-request.ts';
import { csvRow } from '#server/documents/csv-row.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { FILINGS_CSV_COLUMNS } from '#server/documents/filings-csv-columns.ts';
import { WHOLE_FILINGS_CSV_COLUMNS } from '#server/documents/whole-filings-csv-columns.ts';
import { parseExportQuery } from '#server/domain/documents/parse-export-query.ts';
import { iterateFilingRows } from '#server/domain/filings/iterate-filing-rows.ts';
import { iterateWholeFilingRows } from '#server/domain/filings/iterate-whole-filing-rows.ts';
import { streamAttachment } from './stream-attachment.ts';

type CsvValue = string | number | boolean | null;

/** The CSV: its header row, then one chunk per batch of rows. */
async function* csvChunks<Row>(
  columns: readonly (readonly [string, (row: Row) => CsvValue])[],
  batches: AsyncGenerator<Row[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(csvRow(columns.map(([name]) => name)));
  for await (const batch of batches)
    yield encoder.encode(
      batch.map((row) => csvRow(columns.map(([, value]) => value(row)))).join(''),
    );
}

/**
 * GET /api/exports/filings.csv?{filters}: every row matching the filters, as the filings table
 * lists them, streamed batch by batch: with `rows=filings` one row per filing with its overall
 * figures (ListWholeFilings' semantics and order), else one row per filing and company
 * (ListFilings'). Authorised by a signed export link (GetSignedLink of "exports/filings.csv?…")
 * or a Bearer token.
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
  const chunks =
    query.rows === 'filings'
      ? csvChunks(WHOLE_FILINGS_CSV_COLUMNS, iterateWholeFilingRows(db, query.filters, query.sort))
      : csvChunks(FILINGS_CSV_COLUMNS, iterateFilingRows(db, query.filters, query.sort));
  return streamAttachment(chunks, 'text/csv; charset=utf-8', `filings-${date}.csv`);
}
