import cluster from 'node:cluster';
import { type Server, type ServerMiddleware, serve } from 'srvx';
import { logger } from '#server/logging/logger.ts';
import { withRequestLogging } from '#server/observability/with-request-logging.ts';
import { hardenRequest } from '#server/security/harden-request.ts';
import type { TrustProxySetting } from '#server/security/trust-proxy-setting.ts';
import { createSecurityMiddleware } from '#server/security/with-security-headers.ts';

export type HostOptions = {
  port: number;
  hostname: string;
  /** Forwarded headers are believed only as TRUST_PROXY says (see docs/security.md). */
  trustProxy: TrustProxySetting | undefined;
  /** Run after the security middleware (static files, for the web). */
  middleware?: ServerMiddleware[];
  fetch: (request: Request) => Promise<Response>;
  /** Printed once listening. */
  name: string;
  /** Run when SIGINT/SIGTERM close the host, before the process exits (the api's job workers). */
  onClose?: () => Promise<void>;
};

/**
 * What every host shares: srvx on the port, security headers and declared body limits first (so
 * static files get them too), then request logging around hardenRequest (body limits, forwarded
 * headers reduced to what srvx resolved) around the host's handler. SIGINT/SIGTERM close it.
 */
export async function serveHost(options: HostOptions): Promise<Server> {
  const server = serve({
    port: options.port,
    hostname: options.hostname,
    silent: true,
    // srvx listens exclusively unless told otherwise: the workers of a cluster (WEB_CONCURRENCY,
    // ADR 028) must share the port instead.
    ...(cluster.isWorker ? { reusePort: true } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    middleware: [createSecurityMiddleware(), ...(options.middleware ?? [])],
    fetch: withRequestLogging(hardenRequest(options.fetch), logger),
  });
  await server.ready();
  console.log(`${options.name} is serving on http://localhost:${options.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server
        .close()
        .then(() => options.onClose?.())
        .catch((error: unknown) => logger.error({ err: error }, 'could not close the host cleanly'))
        .finally(() => process.exit(0));
    });
  }
  return server;
}
