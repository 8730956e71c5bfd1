import { createStart } from '@tanstack/react-start';
import { requestGuardMiddleware } from './lib/security/request-guard-middleware.ts';
import { serverFunctionFetch } from './lib/server-function-fetch.ts';

/**
 * Start-wide options: every request passes the host and origin guard first; server-function
 * calls from the browser use our failure-aware fetch.
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [requestGuardMiddleware],
  serverFns: { fetch: serverFunctionFetch },
}));
