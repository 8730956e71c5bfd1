import { createRouterTransport, type Transport } from '@connectrpc/connect';
import { createLogger } from '../logging/logger.ts';
import { createRpcRouterOptions, type RpcRouterOptions } from './create-rpc-router-options.ts';
import type { RpcServiceRegistration } from './define-rpc-service.ts';

/**
 * An in-memory transport to the given services with the api's router options and interceptors,
 * for service tests: `createClient(FilingService, createTestTransport([filingRegistration]))`.
 * Logs are silent unless LOG_LEVEL is set.
 */
export function createTestTransport(
  registrations: readonly RpcServiceRegistration[],
  options: RpcRouterOptions = {},
): Transport {
  const logger = options.logger ?? createLogger({ level: process.env.LOG_LEVEL || 'silent' });
  return createRouterTransport(
    (router) => {
      for (const register of registrations) register(router);
    },
    { router: createRpcRouterOptions({ ...options, logger }) },
  );
}
