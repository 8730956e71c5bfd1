import { createRouterTransport, type Transport } from '@connectrpc/connect';
import { createRpcRouterOptions } from '../../../server/rpc/create-rpc-router-options.ts';
import { rpcServiceRegistrations } from '../../../server/rpc/rpc-service-registrations.ts';
import { createBearerTokenInterceptor, type TokenSource } from './bearer-token-interceptor.ts';

/**
 * A transport to the api's own router inside this process, for server-side rendering: it skips
 * the loopback HTTP hop while keeping the wire format, interceptors and token checks.
 */
export function createInProcessTransport(getToken: TokenSource): Transport {
  return createRouterTransport(
    (router) => {
      for (const register of rpcServiceRegistrations) register(router);
    },
    {
      router: createRpcRouterOptions(),
      transport: { interceptors: [createBearerTokenInterceptor(getToken)] },
    },
  );
}
