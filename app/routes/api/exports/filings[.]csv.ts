import { createFileRoute } from '@tanstack/react-router';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { serveFilingsCsv } from '#server/documents/serve-filings-csv.ts';

// Every filing row matching a filter as CSV, streamed; a signed export link or a Bearer token.
export const Route = createFileRoute('/api/exports/filings.csv')({
  server: {
    handlers: {
      GET: async ({ request }) => serveFilingsCsv(request, getDocumentRouteDeps()),
    },
  },
});
