import type { Transport } from '@connectrpc/connect';
import { createIsomorphicFn } from '@tanstack/react-start';
import type { TokenSource } from './bearer-token-interceptor.ts';
import { createBrowserTransport } from './browser-transport.ts';
import { createInProcessTransport } from './in-process-transport.server.ts';

/** In the browser, Connect over HTTP; during server rendering, the in-process router. */
export const createRpcTransport = createIsomorphicFn()
  .server((getToken: TokenSource): Transport => createInProcessTransport(getToken))
  .client((getToken: TokenSource): Transport => createBrowserTransport(getToken));
