import type { BlobStore } from '#server/data/blob-store.ts';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { renderGeneratedPdf } from '#server/data/pdf-import/eval/render-generated-pdf.ts';
import { importPdfFilings } from '#server/data/pdf-import/import-pdf-filings.ts';
import type { Database } from '#server/db/connection.ts';

/**
 * Renders one generated filing in the SERFF layout (the PDF import's evaluation seed) and imports
 * it through the PDF importer, as `npm run import -- FILE.pdf` would. Returns its tracking number.
 */
export async function importGeneratedPdf(db: Database, blobs: BlobStore): Promise<string> {
  const [aggregate] = generateFilings(1, EVAL_SEED);
  if (!aggregate) throw new Error('no generated filing');
  const bytes = await renderGeneratedPdf(aggregate);
  const name = `${aggregate.whole.serff_tracking_number}.pdf`;
  const [report] = await importPdfFilings(db, blobs, {
    sources: [{ name, documents: [{ name, bytes }] }],
  });
  if (!report?.ok) throw new Error(`import failed: ${report ? report.error : 'no report'}`);
  return report.trackingNumber;
}
