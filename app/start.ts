import { createStart } from '@tanstack/react-start';
import { serverFunctionFetch } from './lib/server-function-fetch.ts';

/** Start-wide options: server-function calls from the browser use our failure-aware fetch. */
export const startInstance = createStart(() => ({
  serverFns: { fetch: serverFunctionFetch },
}));
