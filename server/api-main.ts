/** The api process (`npm run start:api`): see server/hosts/start-api-host.ts. */
// First: libraries read NODE_ENV when they load.
import './startup/production-mode.ts';
import { startApiHost } from './hosts/start-api-host.ts';
import { superviseWorkers } from './hosts/supervise-workers.ts';

// WEB_CONCURRENCY > 1: this process supervises that many copies of itself on PORT (ADR 028).
if (!(await superviseWorkers())) await startApiHost();
