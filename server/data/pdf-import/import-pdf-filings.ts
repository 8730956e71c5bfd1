import type { BlobStore } from '#server/data/blob-store.ts';
import { writeWithBlobs } from '#server/data/write-with-blobs.ts';
import type { Database } from '#server/db/connection.ts';
import { preparePdfFiling } from './prepare-pdf-filing.ts';
import type { FilingSource, SourceProblem } from './read-import-sources.ts';
import { writePdfFiling } from './write-pdf-filing.ts';

/** What happened to one file (a PDF, or a zip of one filing). */
export type PdfFileReport =
  | {
      file: string;
      ok: true;
      trackingNumber: string;
      created: boolean;
      companies: number;
      factors: number;
      values: number;
      lowConfidence: number;
      pages: number;
      pagesWithoutText: number[];
      /** How many documents were joined (a zip's PDFs; 1 for a PDF). */
      documents: number;
      /** A zip's entries left out, with the reason ("rates.xlsx: not a PDF"). */
      skipped: string[];
    }
  | { file: string; ok: false; error: string };

/**
 * Imports filings from PDFs, each in its own transaction: a file that cannot be read or lacks a
 * required field is reported and nothing of it is written; the others are imported. Re-importing
 * a filing (or an amendment under the same tracking number) updates it. `onReport` is called as
 * each file is done (progress).
 */
export async function importPdfFilings(
  db: Database,
  blobs: BlobStore,
  input: { sources: readonly FilingSource[]; problems?: readonly SourceProblem[] },
  onReport: (report: PdfFileReport) => void = () => {},
): Promise<PdfFileReport[]> {
  const reports: PdfFileReport[] = [];
  const report = (r: PdfFileReport) => {
    reports.push(r);
    onReport(r);
  };
  for (const p of input.problems ?? []) report({ file: p.name, ok: false, error: p.error });
  for (const source of input.sources) {
    const prepared = await preparePdfFiling(source);
    if (!prepared.ok) {
      report({ file: source.name, ok: false, error: prepared.error });
      continue;
    }
    const filing = prepared.filing;
    try {
      // The PDF goes to the blob store first (content-addressed), then every row in one
      // transaction, which also queues the filing for the watchlists (writeImportRows). When the
      // transaction fails, the PDFs this attempt added are deleted again (writeWithBlobs).
      const { created } = await writeWithBlobs(blobs, filing.prepared.pdfs.values(), () =>
        db.transaction((tx) => writePdfFiling(tx, filing)),
      );
      report({
        file: source.name,
        ok: true,
        trackingNumber: filing.trackingNumber,
        created,
        companies: filing.companies.length,
        factors: filing.factors.length,
        values: filing.values.length,
        lowConfidence: filing.lowConfidence,
        pages: filing.pageCount,
        pagesWithoutText: filing.pagesWithoutText,
        documents: filing.documents,
        skipped: filing.skipped,
      });
    } catch (error) {
      report({ file: source.name, ok: false, error: `not written: ${(error as Error).message}` });
    }
  }
  return reports;
}

/** One line of the command's report for a file. */
export function formatPdfFileReport(r: PdfFileReport): string {
  if (!r.ok) return `${r.file}: ERROR ${r.error}`;
  const notes = [
    `${r.companies} compan${r.companies === 1 ? 'y' : 'ies'}`,
    `${r.factors} factor table(s)`,
    `${r.values} values`,
    ...(r.lowConfidence > 0 ? [`${r.lowConfidence} low-confidence`] : []),
    ...(r.pagesWithoutText.length > 0
      ? [`page(s) ${r.pagesWithoutText.join(', ')} without a text layer`]
      : []),
    ...(r.skipped.length > 0 ? [`left out: ${r.skipped.join('; ')}`] : []),
  ];
  const documents = r.documents > 1 ? `${r.documents} documents, ` : '';
  return `${r.file}: ${r.created ? 'created' : 'updated'} ${r.trackingNumber} (${documents}${r.pages} pages; ${notes.join(', ')})`;
}
