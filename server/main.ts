/**
 * The production server: validates configuration, opens (and migrates) the database,
 * seeds demo data on an empty database, then serves the built app on PORT.
 */
// First: libraries read NODE_ENV when they load.
import './startup/production-mode.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from 'srvx';
import { getServerEnv } from './config/server-env.ts';
import { markReady } from './health/readiness.ts';
import { logger } from './logging/logger.ts';
import { initServerSentry } from './observability/init-server-sentry.ts';
import { getObservabilityConfig } from './observability/observability-config.ts';
import { withRequestLogging } from './observability/with-request-logging.ts';
import { hardenRequest } from './security/harden-request.ts';
import { createSecurityMiddleware } from './security/with-security-headers.ts';
import { prepareDatabase } from './startup/prepare-database.ts';
import { serveBuiltFiles } from './startup/serve-built-files.ts';

type FetchEntry = { default: { fetch: (request: Request) => Response | Promise<Response> } };

const root = new URL('..', import.meta.url).pathname;
const env = getServerEnv();
await initServerSentry(getObservabilityConfig());
await prepareDatabase(env);
markReady();

const outDir = join(root, process.env.BUILD_OUT_DIR || 'dist');
const entryPath = join(outDir, 'server/server.js');
if (!existsSync(entryPath)) {
  throw new Error(`No production build at ${entryPath}: run "npm run build" (npm start does it).`);
}
const entry = (await import(pathToFileURL(entryPath).href)) as FetchEntry;

const server = serve({
  port: env.PORT,
  hostname: process.env.HOST ?? '0.0.0.0',
  silent: true,
  // Forwarded headers are believed only as TRUST_PROXY says (see docs/security.md).
  trustProxy: env.TRUST_PROXY,
  // Security headers and declared body limits first, so static files get them too.
  middleware: [createSecurityMiddleware(), serveBuiltFiles(join(outDir, 'client'))],
  fetch: withRequestLogging(
    hardenRequest((request) => entry.default.fetch(request)),
    logger,
  ),
});
await server.ready();
console.log(`Rate Filing Intelligence is serving on http://localhost:${env.PORT}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
