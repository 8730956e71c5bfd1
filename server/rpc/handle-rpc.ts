import { createRpcFetchHandler, type RpcFetchHandler } from './create-rpc-fetch-handler.ts';
import { rpcServiceRegistrations } from './rpc-service-registrations.ts';

let rpcFetchHandler: RpcFetchHandler | undefined;

/** Serves the api at /rpc (server/http/api-routes.ts), with the router built once per process. */
export function handleRpc(request: Request): Promise<Response> {
  rpcFetchHandler ??= createRpcFetchHandler(rpcServiceRegistrations);
  return rpcFetchHandler(request);
}
