import { createHash } from 'node:crypto';
import type { RatingFactorRow } from '#server/data/filing-rows.ts';
import type { PreparedImport } from '#server/data/import-filings.ts';
import type { ImportRow } from '#server/data/import-row-schema.ts';
import { extractFiling, extractFilingDocuments } from './extract-filing.ts';
import { type ExtractedValueRow, extractedValueRows } from './extracted-value-rows.ts';
import { LOW_CONFIDENCE } from './match-label.ts';
import { pageContent } from './page-lines.ts';
import { readFilingDocuments } from './read-filing-documents.ts';
import type { FilingSource } from './read-import-sources.ts';
import { toImportRows } from './to-import-rows.ts';

/** A filing read from its PDF(s), ready to write. */
export type PreparedPdfFiling = {
  trackingNumber: string;
  companies: string[];
  prepared: PreparedImport;
  factors: RatingFactorRow[];
  values: ExtractedValueRow[];
  pageCount: number;
  pagesWithoutText: number[];
  lowConfidence: number;
  /** How many documents were read and joined (a zip's PDFs). */
  documents: number;
  /** A zip's entries left out, with the reason ("rates.xlsx: not a PDF"). */
  skipped: string[];
};

/**
 * Reads a filing's PDF(s) without touching the database: the text of every page, the fields,
 * figures and factors, the import rows and the values with their pages. Any problem is returned
 * as a message (a file that is not a PDF, cannot be parsed, or lacks a required field).
 */
export async function preparePdfFiling(
  source: FilingSource,
): Promise<{ ok: true; filing: PreparedPdfFiling } | { ok: false; error: string }> {
  const documents = await readFilingDocuments(source);
  if (!documents.ok) return documents;
  const { bytes, summary, others, all, skipped } = documents.read;
  if (all.pages.every((p) => !p.hasTextLayer))
    return {
      ok: false,
      error: 'no page has a text layer (a scan): nothing can be read without OCR',
    };
  const extracted = summary ? extractFilingDocuments(summary, others) : extractFiling(all);
  const rows = toImportRows(extracted);
  if (!rows.ok) return { ok: false, error: rows.errors.join('; ') };
  const tn = rows.trackingNumber;
  const values = extractedValueRows(tn, extracted);
  const key = `imports/${createHash('sha256').update(bytes).digest('hex')}.pdf`;
  const groups = new Map<string, ImportRow[]>([[tn, rows.rows]]);
  const pages = all.pages.map((p) => pageContent(p.items));
  return {
    ok: true,
    filing: {
      trackingNumber: tn,
      companies: rows.rows.map((r) => r.company),
      prepared: {
        groups,
        pdfs: new Map([[tn, { key, bytes, pageCount: all.pageCount, pages }]]),
      },
      factors: rows.factors,
      values,
      pageCount: all.pageCount,
      pagesWithoutText: extracted.pagesWithoutText,
      lowConfidence: values.filter((v) => v.confidence < LOW_CONFIDENCE).length,
      documents: documents.read.documents,
      skipped,
    },
  };
}
