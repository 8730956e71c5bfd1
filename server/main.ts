/**
 * The single process (`npm start`): validates configuration, opens (and migrates) the database,
 * seeds demo data on an empty database, then serves the built web tier and the api on PORT; api
 * paths go to the api handler in-process, and so do server rendering's calls (no loopback hop).
 */
// First: libraries read NODE_ENV when they load.
import './startup/production-mode.ts';
import { join } from 'node:path';
import { getServerEnv } from './config/server-env.ts';
import { prepareApi } from './hosts/start-api-host.ts';
import { startWebHost } from './hosts/start-web-host.ts';
import { superviseWorkers } from './hosts/supervise-workers.ts';
import { handleApiRequest } from './http/handle-api-request.ts';
import { stopBackgroundJobs } from './jobs/background-jobs.ts';

const root = new URL('..', import.meta.url).pathname;
// WEB_CONCURRENCY > 1: this process supervises that many copies of itself on PORT (ADR 028).
if (!(await superviseWorkers())) {
  await prepareApi();
  await startWebHost({
    outDir: join(root, getServerEnv().BUILD_OUT_DIR),
    backend: handleApiRequest,
    name: 'Rate Filing Intelligence',
    onClose: stopBackgroundJobs,
  });
}
