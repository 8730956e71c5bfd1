import type { ConnectRouterOptions, Interceptor } from '@connectrpc/connect';
import type { Logger } from 'pino';
import { logger as defaultLogger } from '../logging/logger.ts';
import { createErrorMappingInterceptor } from './create-error-mapping-interceptor.ts';
import { createLoggingInterceptor } from './create-logging-interceptor.ts';

export type RpcRouterOptions = {
  /** Where call lines and unexpected errors go; the process-wide logger by default. */
  logger?: Logger;
  /** Run inside logging and error mapping, in order (e.g. the auth interceptor). */
  interceptors?: Interceptor[];
};

/** Largest request message accepted: 16 MiB. */
const readMaxBytes = 16 * 1024 * 1024;

/**
 * The router options shared by the /rpc handler and the test transport: Connect protocol only
 * (what connect-web speaks), the Connect-Protocol-Version header required, and the interceptors
 * logging (outermost, so it logs the final code) -> error mapping -> `options.interceptors`.
 */
export function createRpcRouterOptions(options: RpcRouterOptions = {}): ConnectRouterOptions {
  const log = options.logger ?? defaultLogger;
  return {
    connect: true,
    grpc: false,
    grpcWeb: false,
    requireConnectProtocolHeader: true,
    readMaxBytes,
    interceptors: [
      createLoggingInterceptor(log),
      createErrorMappingInterceptor(log),
      ...(options.interceptors ?? []),
    ],
  };
}
