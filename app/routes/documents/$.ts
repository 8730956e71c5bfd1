import { createFileRoute } from '@tanstack/react-router';

/**
 * /documents/filings/{tracking number}.pdf[?page=N&hl=terms]: the lasting link to a filing's
 * PDF. Each use gets a fresh short-lived signed URL and is redirected to it (app/lib/documents/).
 */
export const Route = createFileRoute('/documents/$')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const { renewDocumentLink } = await import(
          '#app/lib/documents/renew-document-link.server.ts'
        );
        return renewDocumentLink(params._splat ?? '', new URL(request.url).searchParams);
      },
    },
  },
});
