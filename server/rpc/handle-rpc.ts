import { processReadRouting } from '#server/db/read-replicas/process-read-routing.ts';
import { createReadRoutingInterceptor } from './create-read-routing-interceptor.ts';
import { createRpcFetchHandler, type RpcFetchHandler } from './create-rpc-fetch-handler.ts';
import { rpcServiceRegistrations } from './rpc-service-registrations.ts';

let rpcFetchHandler: RpcFetchHandler | undefined;

/** Serves the api at /rpc (server/http/api-routes.ts), with the router built once per process. */
export function handleRpc(request: Request): Promise<Response> {
  rpcFetchHandler ??= createRpcFetchHandler(rpcServiceRegistrations, {
    // Reads to the replicas of DATABASE_READ_URLS, if any (ADR 028).
    interceptors: [createReadRoutingInterceptor(processReadRouting)],
  });
  return rpcFetchHandler(request);
}
