/** The api process (`npm run start:api`): see server/hosts/start-api-host.ts. */
// First: libraries read NODE_ENV when they load.
import './startup/production-mode.ts';
import { startApiHost } from './hosts/start-api-host.ts';

await startApiHost();
