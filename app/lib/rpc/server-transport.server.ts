import '@tanstack/react-start/server-only';
import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { getWebEnv } from '#app/lib/env/web-env.server.ts';
import { getBackendFetch } from './backend-fetch.server.ts';
import { createBearerTokenInterceptor, type TokenSource } from './bearer-token-interceptor.ts';
import { createReadAfterInterceptor } from './read-after-interceptor.server.ts';

/**
 * The transport of server rendering: Connect over the host's backend fetch (the api handler
 * itself in one process, BACKEND_URL in the split arrangement), with this request's token.
 */
export function createServerTransport(getToken: TokenSource): Transport {
  return createConnectTransport({
    baseUrl: `${getWebEnv().PUBLIC_BASE_URL}/rpc`,
    useBinaryFormat: true,
    interceptors: [createBearerTokenInterceptor(getToken), createReadAfterInterceptor()],
    fetch: (input, init) => getBackendFetch()(new Request(input, init)),
  });
}
