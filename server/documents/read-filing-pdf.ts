import { type BlobStore, createDefaultBlobStore } from '#server/data/blob-store.ts';
import { FilingNotFoundError, getFilingPdf } from '#server/data/get-filing-pdf.ts';
import type { PdfReader } from './pdf-source.ts';

/** Reads PDFs through the blob store, rendering them on first use (undefined: no such filing). */
export function createPdfReader(blobs: BlobStore = createDefaultBlobStore()): PdfReader {
  return async (db, trackingNumber) => {
    try {
      return await getFilingPdf(db, blobs, trackingNumber);
    } catch (error) {
      if (error instanceof FilingNotFoundError) return undefined;
      throw error;
    }
  };
}
