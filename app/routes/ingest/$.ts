import { createFileRoute } from '@tanstack/react-router';
import { handleIngest } from '#server/observability/handle-observability-routes.ts';

// Product analytics: /ingest/* is proxied to POSTHOG_HOST when PUBLIC_POSTHOG_KEY is set (else 404).
export const Route = createFileRoute('/ingest/$')({
  server: { handlers: { ANY: ({ request }) => handleIngest(request) } },
});
