import { createFileRoute } from '@tanstack/react-router';
import { handleSentryTunnel } from '#server/observability/handle-observability-routes.ts';

// Error reports: the browser SDK posts envelopes here; forwarded only to the configured DSN.
export const Route = createFileRoute('/sentry')({
  server: { handlers: { POST: ({ request }) => handleSentryTunnel(request) } },
});
