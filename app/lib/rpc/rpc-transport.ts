import type { Transport } from '@connectrpc/connect';
import { createIsomorphicFn } from '@tanstack/react-start';
import type { TokenSource } from './bearer-token-interceptor.ts';
import { createBrowserTransport } from './browser-transport.ts';
import { createServerTransport } from './server-transport.server.ts';

/** In the browser, Connect over HTTP to /rpc; during server rendering, the host's backend. */
export const createRpcTransport = createIsomorphicFn()
  .server((getToken: TokenSource): Transport => createServerTransport(getToken))
  .client((getToken: TokenSource): Transport => createBrowserTransport(getToken));
