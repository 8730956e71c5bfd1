import type { ObservabilityConfig } from '#server/config/observability-config.ts';

/**
 * Starts the server SDK when a DSN is configured (the SDK is not even loaded otherwise): uncaught
 * errors, unhandled rejections and every pino line at level error or fatal (RPC faults, failed
 * requests) become Sentry events, tagged with DEPLOYMENT_ENV and COMMIT_SHA. No tracing, no
 * request bodies, no personal data. Resolves to whether it started.
 */
export async function initServerSentry(config: ObservabilityConfig): Promise<boolean> {
  if (!config.sentryDsnText) return false;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsnText,
    environment: config.environment,
    release: config.release,
    // No cookies, headers, bodies, query strings or IP-derived user data; the user is set by id.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: [
      Sentry.pinoIntegration({ log: { levels: [] }, error: { levels: ['error', 'fatal'] } }),
    ],
  });
  return true;
}
