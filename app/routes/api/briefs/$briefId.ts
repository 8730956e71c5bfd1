import { createFileRoute } from '@tanstack/react-router';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { serveBriefExport } from '#server/domain/intelligence/serve-brief-export.ts';

// The caller's brief as PDF (default) or Markdown (?format=md), authorised by the Bearer token.
export const Route = createFileRoute('/api/briefs/$briefId')({
  server: {
    handlers: {
      GET: async ({ request, params }) =>
        serveBriefExport(request, params.briefId, getDocumentRouteDeps()),
    },
  },
});
