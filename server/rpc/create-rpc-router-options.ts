import type { ConnectRouterOptions, Interceptor } from '@connectrpc/connect';
import type { Logger } from 'pino';
import { createAuthInterceptor } from '#server/auth/create-auth-interceptor.ts';
import { getTokenVerifier } from '#server/auth/get-token-verifier.ts';
import { logger as defaultLogger } from '#server/logging/logger.ts';
import { createErrorMappingInterceptor } from './create-error-mapping-interceptor.ts';
import { createLoggingInterceptor } from './create-logging-interceptor.ts';
import {
  createRateLimitInterceptor,
  type RpcRateLimiter,
} from './rate-limit/create-rate-limit-interceptor.ts';
import { getProcessRateLimiter } from './rate-limit/process-rate-limiter.ts';

export type RpcRouterOptions = {
  /** Where call lines and unexpected errors go; the process-wide logger by default. */
  logger?: Logger;
  /**
   * Authenticates every call, inside error mapping: by default the Bearer token is verified
   * against the process's JWKS (local or Clerk). Service tests pass a fixed caller
   * (createTestTransport's `user`), or null for no authentication at all.
   */
  authInterceptor?: Interceptor | null;
  /**
   * Per-user call limits, right after authentication: the process's (from the environment) by
   * default; null for none (service tests, which make many calls as one user).
   */
  rateLimiter?: RpcRateLimiter | null;
  /** Run inside logging, error mapping, authentication and rate limits, in order. */
  interceptors?: Interceptor[];
};

/** Largest request message accepted: 16 MiB. */
const readMaxBytes = 16 * 1024 * 1024;

function rateLimitInterceptors(option: RpcRateLimiter | null | undefined): Interceptor[] {
  if (option === null) return [];
  return [createRateLimitInterceptor(option ?? getProcessRateLimiter())];
}

function authInterceptors(option: Interceptor | null | undefined): Interceptor[] {
  if (option === null) return [];
  return [option ?? createAuthInterceptor(getTokenVerifier)];
}

/**
 * The router options shared by the /rpc handler and the test transport: Connect protocol only
 * (what connect-web speaks), the Connect-Protocol-Version header required, and the interceptors
 * logging (outermost, so it logs the final code) -> error mapping -> authentication -> per-user
 * rate limits -> `options.interceptors`.
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
      ...authInterceptors(options.authInterceptor),
      ...rateLimitInterceptors(options.rateLimiter),
      ...(options.interceptors ?? []),
    ],
  };
}
