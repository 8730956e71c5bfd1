/**
 * The web process (`npm run start:web`): the built web tier on PORT, the api at BACKEND_URL
 * (api paths are reverse-proxied there, and server rendering calls it). No database here.
 */
// First: libraries read NODE_ENV when they load.
import './startup/production-mode.ts';
import { join } from 'node:path';
import { createBackendFetch } from '#contract/http/forward-to-backend.ts';
import { getObservabilityConfig } from '#server/config/observability-config.ts';
import { getServerEnv } from './config/server-env.ts';
import { startWebHost } from './hosts/start-web-host.ts';
import { initServerSentry } from './observability/init-server-sentry.ts';

const root = new URL('..', import.meta.url).pathname;
const env = getServerEnv();
// Errors of server rendering and server functions are reported from this process.
await initServerSentry(getObservabilityConfig());
await startWebHost({
  outDir: join(root, env.BUILD_OUT_DIR),
  backend: createBackendFetch(env.BACKEND_URL),
  name: 'Rate Filing Intelligence (web)',
});
