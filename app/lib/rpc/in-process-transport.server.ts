import { createConnectRouter, type Transport } from '@connectrpc/connect';
import { createUniversalHandlerClient, type UniversalClientFn } from '@connectrpc/connect/protocol';
import { createTransport } from '@connectrpc/connect/protocol-connect';
import { createRpcRouterOptions } from '#server/rpc/create-rpc-router-options.ts';
import { rpcServiceRegistrations } from '#server/rpc/rpc-service-registrations.ts';
import { createBearerTokenInterceptor, type TokenSource } from './bearer-token-interceptor.ts';

let routerClient: UniversalClientFn | undefined;

/**
 * The api's router with its interceptors, built once per process on first use: building every
 * service's handlers per request (the router is created for every request, health checks
 * included) cost more than most calls.
 */
function getRouterClient(): UniversalClientFn {
  if (!routerClient) {
    const router = createConnectRouter({ ...createRpcRouterOptions(), connect: true });
    for (const register of rpcServiceRegistrations) register(router);
    routerClient = createUniversalHandlerClient(router.handlers);
  }
  return routerClient;
}

/**
 * A transport to the api's own router inside this process, for server-side rendering: it skips
 * the loopback HTTP hop while keeping the wire format, interceptors and token checks. Per request
 * only the (cheap) client side is new, carrying this request's token; the router is shared.
 */
export function createInProcessTransport(getToken: TokenSource): Transport {
  return createTransport({
    httpClient: (request) => getRouterClient()(request),
    baseUrl: 'https://in-memory',
    useBinaryFormat: true,
    interceptors: [createBearerTokenInterceptor(getToken)],
    acceptCompression: [],
    sendCompression: null,
    compressMinBytes: Number.MAX_SAFE_INTEGER,
    readMaxBytes: Number.MAX_SAFE_INTEGER,
    writeMaxBytes: Number.MAX_SAFE_INTEGER,
  });
}
