import type { Database } from '#server/db/connection.ts';
import type { BlobStore } from './blob-store.ts';
import { renderFilingPdf } from './render-filing-pdf.ts';
import { writeWithBlobs } from './write-with-blobs.ts';

export class FilingNotFoundError extends Error {
  override name = 'FilingNotFoundError';
}

export const pdfBlobKey = (trackingNumber: string): string => `filings/${trackingNumber}.pdf`;

type DocumentRow = {
  serff_tracking_number: string;
  state_tracking_number: string | null;
  company_tracking_number: string | null;
  state: string;
  filing_company: string;
  line_of_business: string;
  sub_toi: string;
  product_name: string;
  project_name: string | null;
  project_number: string | null;
  blob_key: string | null;
};

/**
 * The filing's PDF: read from the blob store when it was rendered (or imported) before, otherwise
 * rendered from the page texts stored at seed time, then kept in the blob store.
 */
export async function getFilingPdf(
  db: Database,
  blobs: BlobStore,
  trackingNumber: string,
): Promise<Uint8Array> {
  const [row] = await db.query<DocumentRow>(
    `select w.serff_tracking_number, w.state_tracking_number, w.company_tracking_number, w.state,
       w.filing_company, w.line_of_business, w.sub_toi, w.product_name, w.project_name,
       w.project_number, d.blob_key
     from whole_filings w left join filing_documents d using (serff_tracking_number)
     where w.serff_tracking_number = $1`,
    [trackingNumber],
  );
  if (!row) throw new FilingNotFoundError(`No filing ${trackingNumber}`);
  if (row.blob_key) {
    const stored = await blobs.get(row.blob_key);
    if (stored) return stored;
  }
  const pages = await db.query<{ content: string }>(
    'select content from document_pages where serff_tracking_number = $1 order by page_number',
    [trackingNumber],
  );
  const bytes = await renderFilingPdf(
    {
      serffTrackingNumber: row.serff_tracking_number,
      stateTrackingNumber: row.state_tracking_number,
      companyTrackingNumber: row.company_tracking_number,
      state: row.state,
      filingCompany: row.filing_company,
      toi: row.line_of_business,
      subToi: row.sub_toi,
      productName: row.product_name,
      projectName: row.project_name,
      projectNumber: row.project_number,
    },
    pages.length > 0
      ? pages.map((p) => p.content)
      : ['Filing document\nNo document text is available.'],
  );
  const key = pdfBlobKey(trackingNumber);
  await writeWithBlobs(blobs, [{ key, bytes }], () =>
    db.query(
      `insert into filing_documents (serff_tracking_number, page_count, blob_key, source, rendered_at)
       values ($1, $2, $3, 'generated', now())
       on conflict (serff_tracking_number) do update set blob_key = excluded.blob_key, rendered_at = now()`,
      [trackingNumber, Math.max(1, pages.length), key],
    ),
  );
  return bytes;
}
