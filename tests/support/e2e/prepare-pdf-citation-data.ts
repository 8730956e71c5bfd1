import { createUserWithPassword } from '#server/auth/create-user.ts';
import { createDefaultBlobStore } from '#server/data/blob-store.ts';
import { openDatabase } from '#server/db/connection.ts';
import { importGeneratedPdf } from '#tests/support/import-generated-pdf.ts';
import { createTestAuth } from '#tests/support/test-auth.ts';

/** The analyst who checks the imported filing's figures in the citations browser test. */
export const CITATION_USER = {
  email: 'cora@citations.example',
  password: 'cora-password-1',
  name: 'Cora Checker',
};

/** The extracted value the test makes low-confidence, and the confidence it gets. */
export const LOW_PATH = 'filing.product_name';
export const LOW_CONFIDENCE = 0.72;

/** Words of the imported PDF's actuarial memorandum (and of no other page), searched for. */
export const SEARCH_WORDS = 'dislocation analysis';

export type PdfCitationData = {
  /** The page of the imported PDF that has SEARCH_WORDS. */
  searchPage: number;
  trackingNumber: string;
  /** Pages the values were read from, by field path (the test compares the links' hrefs). */
  pages: Record<string, number>;
  /** Where each value was printed on its page (PDF points), by field path. */
  boxes: Record<string, { x: number; y: number; width: number; height: number }>;
  /** A factor level's path prefix ("factor[Driver Age].level[16-17]"), on a later page. */
  levelPath: string;
};

/**
 * Creates (and migrates) a PGlite database in `dataDir`, imports one generated SERFF-layout PDF
 * through the PDF importer (its PDF into the data directory's blob store, as the app reads it),
 * lowers one value's confidence so it is flagged, and creates the analyst.
 */
export async function preparePdfCitationData(dataDir: string): Promise<PdfCitationData> {
  const db = await openDatabase({ dataDir });
  try {
    const trackingNumber = await importGeneratedPdf(db, createDefaultBlobStore(dataDir));
    await db.query(
      'update extracted_values set confidence = $3 where serff_tracking_number = $1 and field_path = $2',
      [trackingNumber, LOW_PATH, LOW_CONFIDENCE],
    );
    const rows = await db.query<{
      field_path: string;
      page: number;
      bbox_x: number;
      bbox_y: number;
      bbox_width: number;
      bbox_height: number;
    }>(
      'select field_path, page, bbox_x, bbox_y, bbox_width, bbox_height from extracted_values where serff_tracking_number = $1',
      [trackingNumber],
    );
    const pages = Object.fromEntries(rows.map((r) => [r.field_path, Number(r.page)]));
    const boxes = Object.fromEntries(
      rows.map((r) => [
        r.field_path,
        { x: r.bbox_x, y: r.bbox_y, width: r.bbox_width, height: r.bbox_height },
      ]),
    );
    const level = rows
      .filter((r) => /^factor\[.+\]\.level\[.+\]$/.test(r.field_path))
      .sort((a, b) => b.page - a.page)[0];
    if (!level) throw new Error('the generated PDF has no factor level');
    const [hit] = await db.query<{ page_number: number }>(
      `select page_number from document_pages where serff_tracking_number = $1
         and search_vector @@ plainto_tsquery('document_english', $2)`,
      [trackingNumber, SEARCH_WORDS],
    );
    if (!hit) throw new Error(`the generated PDF has no page with ${SEARCH_WORDS}`);
    const { auth } = createTestAuth(db);
    await createUserWithPassword(auth, CITATION_USER);
    return {
      trackingNumber,
      pages,
      boxes,
      levelPath: level.field_path,
      searchPage: Number(hit.page_number),
    };
  } finally {
    await db.close();
  }
}
