import { Code } from '@connectrpc/connect';
import {
  type UniversalHandler,
  universalServerRequestFromFetch,
  universalServerResponseToFetch,
} from '@connectrpc/connect/protocol';
import { codeToString } from '@connectrpc/connect/protocol-connect';
import { logger as defaultLogger } from '#server/logging/logger.ts';
import { createRpcRouter } from './create-rpc-router.ts';
import type { RpcRouterOptions } from './create-rpc-router-options.ts';
import type { RpcServiceRegistration } from './define-rpc-service.ts';

export type RpcFetchHandlerOptions = RpcRouterOptions & {
  /** The path the api is mounted under; '/rpc' by default. */
  pathPrefix?: string;
};

export type RpcFetchHandler = (request: Request) => Promise<Response>;

/**
 * A fetch-API handler for the api: finds the procedure by path ({prefix}/{package.Service}/{Method})
 * and runs it through Connect's universal handler. An unknown path answers HTTP 404 with a
 * Connect error body of code `unimplemented` (what Connect clients derive from a 404 anyway).
 */
export function createRpcFetchHandler(
  registrations: readonly RpcServiceRegistration[],
  options: RpcFetchHandlerOptions = {},
): RpcFetchHandler {
  const prefix = options.pathPrefix ?? '/rpc';
  const log = options.logger ?? defaultLogger;
  const router = createRpcRouter(registrations, options);
  const handlers = new Map<string, UniversalHandler>();
  for (const handler of router.handlers) handlers.set(prefix + handler.requestPath, handler);

  return async (request) => {
    const path = new URL(request.url).pathname;
    const handler = handlers.get(path);
    if (!handler) {
      log.info({ path, code: codeToString(Code.Unimplemented) }, 'rpc: unknown procedure');
      return Response.json(
        { code: codeToString(Code.Unimplemented), message: `no procedure at ${path}` },
        { status: 404 },
      );
    }
    const response = await handler(universalServerRequestFromFetch(request, {}));
    return universalServerResponseToFetch(response);
  };
}
