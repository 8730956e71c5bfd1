import { getObservabilityConfig } from '#server/config/observability-config.ts';
import { logger } from '#server/logging/logger.ts';
import { createIngestProxy } from './create-ingest-proxy.ts';
import { createSentryTunnel } from './create-sentry-tunnel.ts';

let ingest: ((request: Request) => Promise<Response>) | undefined;
let tunnel: ((request: Request) => Promise<Response>) | undefined;

/** `/ingest/*` → PostHog (404 unless PUBLIC_POSTHOG_KEY is set). */
export function handleIngest(request: Request): Promise<Response> {
  ingest ??= createIngestProxy({
    upstreams: getObservabilityConfig().posthog,
    onUpstreamError: (err) => logger.warn({ err }, 'ingest proxy: upstream unreachable'),
  });
  return ingest(request);
}

/** `POST /sentry` → Sentry (404 unless PUBLIC_SENTRY_DSN is set). */
export function handleSentryTunnel(request: Request): Promise<Response> {
  tunnel ??= createSentryTunnel({
    dsn: getObservabilityConfig().sentryDsn,
    onUpstreamError: (err) => logger.warn({ err }, 'sentry tunnel: upstream unreachable'),
  });
  return tunnel(request);
}
