import { createFileRoute } from '@tanstack/react-router';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { servePdfsZip } from '#server/documents/serve-pdfs-zip.ts';

// A zip of selected filings' PDFs (at most 50 files, 100 MB) for a signed link, streamed.
export const Route = createFileRoute('/api/exports/pdfs.zip')({
  server: {
    handlers: {
      GET: async ({ request }) => servePdfsZip(request, getDocumentRouteDeps()),
    },
  },
});
