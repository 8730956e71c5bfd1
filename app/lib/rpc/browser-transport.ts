import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { createBearerTokenInterceptor, type TokenSource } from './bearer-token-interceptor.ts';

/** The browser's transport: Connect over fetch to /rpc on the same origin. */
export function createBrowserTransport(getToken: TokenSource): Transport {
  return createConnectTransport({
    baseUrl: '/rpc',
    useBinaryFormat: true,
    interceptors: [createBearerTokenInterceptor(getToken)],
  });
}
