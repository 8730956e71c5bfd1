import type { Database } from '#server/db/connection.ts';
import { MAX_ZIP_BYTES } from '#server/domain/documents/document-link.ts';
import { UnknownPdfError, ZipCapError } from '#server/domain/documents/zip-cap-error.ts';
import type { PdfReader } from './pdf-source.ts';
import { createZipWriter } from './zip-writer.ts';

function capMessage(total: number) {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return `The chosen PDFs are larger than ${mb(MAX_ZIP_BYTES)} MB together (at least ${mb(total)} MB): choose fewer`;
}

/**
 * The filings' PDFs one at a time, in order, throwing UnknownPdfError for a missing one and
 * ZipCapError as soon as together they pass MAX_ZIP_BYTES.
 */
async function* readCappedPdfs(
  db: Database,
  readPdf: PdfReader,
  trackingNumbers: string[],
): AsyncGenerator<{ tn: string; pdf: Uint8Array; total: number }> {
  let total = 0;
  for (const tn of trackingNumbers) {
    const pdf = await readPdf(db, tn);
    if (!pdf) throw new UnknownPdfError(`No PDF for filing ${tn}`);
    total += pdf.length;
    if (total > MAX_ZIP_BYTES) throw new ZipCapError(capMessage(total));
    yield { tn, pdf, total };
  }
}

/**
 * Checks every PDF before a byte of the zip is sent: each exists and together they stay within
 * MAX_ZIP_BYTES (throws UnknownPdfError / ZipCapError). One PDF is held in memory at a time.
 */
export async function checkPdfZip(db: Database, readPdf: PdfReader, trackingNumbers: string[]) {
  let total = 0;
  for await (const read of readCappedPdfs(db, readPdf, trackingNumbers)) total = read.total;
  return total;
}

/** The zip of the filings' PDFs, entry by entry ("{tracking number}.pdf"). */
export async function* streamPdfZip(
  db: Database,
  readPdf: PdfReader,
  trackingNumbers: string[],
): AsyncGenerator<Uint8Array> {
  const zip = createZipWriter();
  for await (const { tn, pdf } of readCappedPdfs(db, readPdf, trackingNumbers))
    yield zip.add(`${tn}.pdf`, pdf);
  yield zip.finish();
}

/** A download name: "filings-2026-11-03.zip". */
export function zipFileName(now = new Date()): string {
  return `filings-${now.toISOString().slice(0, 10)}.zip`;
}
