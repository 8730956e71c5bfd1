/** Where the server routes serve documents (signed URLs point here). */
export const PDF_ROUTE_PREFIX = '/api/documents/';
export const CSV_EXPORT_PATH = '/api/exports/filings.csv';
export const ZIP_EXPORT_PATH = '/api/exports/pdfs.zip';

export function pdfPath(trackingNumber: string): string {
  return `${PDF_ROUTE_PREFIX}${trackingNumber}.pdf`;
}
