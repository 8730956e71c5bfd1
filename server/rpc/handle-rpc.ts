import { createRpcFetchHandler, type RpcFetchHandler } from './create-rpc-fetch-handler.ts';
import { rpcServiceRegistrations } from './rpc-service-registrations.ts';

let rpcFetchHandler: RpcFetchHandler | undefined;

/** Serves the api at /rpc for the catch-all route (and a standalone api server). */
export function handleRpc(request: Request): Promise<Response> {
  rpcFetchHandler ??= createRpcFetchHandler(rpcServiceRegistrations);
  return rpcFetchHandler(request);
}
