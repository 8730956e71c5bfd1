import { type ConnectRouter, createConnectRouter } from '@connectrpc/connect';
import { createRpcRouterOptions, type RpcRouterOptions } from './create-rpc-router-options.ts';
import type { RpcServiceRegistration } from './define-rpc-service.ts';

/** Builds the Connect router serving the given services with the api's interceptors. */
export function createRpcRouter(
  registrations: readonly RpcServiceRegistration[],
  options: RpcRouterOptions = {},
): ConnectRouter {
  const router = createConnectRouter(createRpcRouterOptions(options));
  for (const register of registrations) register(router);
  return router;
}
