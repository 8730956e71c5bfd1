import { createFileRoute } from '@tanstack/react-router';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { serveFilingPdf } from '#server/documents/serve-filing-pdf.ts';

// A filing's PDF for a signed link from DocumentService.GetSignedLink (403 when tampered/expired).
export const Route = createFileRoute('/api/documents/{$serffTrackingNumber}.pdf')({
  server: {
    handlers: {
      GET: async ({ request }) => serveFilingPdf(request, getDocumentRouteDeps()),
    },
  },
});
