import type { Transport } from '@connectrpc/connect';
import { createUniversalHandlerClient } from '@connectrpc/connect/protocol';
import { createTransport } from '@connectrpc/connect/protocol-connect';
import {
  createAuthInterceptor,
  createFixedAuthInterceptor,
} from '#server/auth/create-auth-interceptor.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import { InvalidTokenError, type TokenVerifier } from '#server/auth/verify-api-token.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createRpcRouter } from '#server/rpc/create-rpc-router.ts';
import type { RpcRouterOptions } from '#server/rpc/create-rpc-router-options.ts';
import type { RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';

export type TestTransportOptions = Omit<RpcRouterOptions, 'authInterceptor'> & {
  /** Every call runs as this user (no token needed), e.g. `{ userId: 'u1' }`. */
  userId?: string;
  /** More about that user: active organization, role, permissions, factor times. */
  user?: Partial<VerifiedAuth>;
  /** Verify real Bearer tokens instead (tests of authentication itself). */
  verifyToken?: TokenVerifier;
};

/** A caller for service tests: signed in just now, no organization unless given. */
export function createTestCaller(userId: string, more: Partial<VerifiedAuth> = {}): VerifiedAuth {
  const now = Math.floor(Date.now() / 1000);
  return {
    provider: 'local',
    userId,
    sessionId: `session-${userId}`,
    organizationId: null,
    organizationRole: null,
    organizationPermissions: [],
    firstFactorVerifiedAt: now,
    secondFactorVerifiedAt: null,
    expiresAt: now + 600,
    ...more,
  };
}

function pickAuthInterceptor(options: TestTransportOptions) {
  if (options.verifyToken) return createAuthInterceptor(() => options.verifyToken as TokenVerifier);
  const userId = options.userId ?? options.user?.userId;
  if (userId) return createFixedAuthInterceptor(createTestCaller(userId, options.user));
  return createAuthInterceptor(() => refuseEveryToken);
}

/** An anonymous caller meets the real auth interceptor, which refuses it as in production. */
async function refuseEveryToken(): Promise<VerifiedAuth> {
  throw new InvalidTokenError('service tests without a user accept no token');
}

/**
 * An in-memory transport to the given services through the api's router (createRpcRouter),
 * for service tests: `createClient(FilingService, createTestTransport([registration], { userId:
 * 'u1' }))` runs every call as user u1. Without `userId`/`user`/`verifyToken` every call is
 * anonymous and the auth interceptor answers `unauthenticated`, as the api does. Logs are
 * silent unless LOG_LEVEL is set. No rate limits unless `rateLimiter` is given.
 */
export function createTestTransport(
  registrations: readonly RpcServiceRegistration[],
  options: TestTransportOptions = {},
): Transport {
  const logger = options.logger ?? createLogger({ level: process.env.LOG_LEVEL || 'silent' });
  const { userId: _userId, user: _user, verifyToken: _verify, ...routerOptions } = options;
  const router = createRpcRouter(registrations, {
    ...routerOptions,
    logger,
    rateLimiter: options.rateLimiter ?? null,
    authInterceptor: pickAuthInterceptor(options),
  });
  // The api's own router (the one /rpc serves), called in memory with the Connect protocol.
  return createTransport({
    httpClient: createUniversalHandlerClient(router.handlers),
    baseUrl: 'https://in-memory',
    useBinaryFormat: true,
    interceptors: [],
    acceptCompression: [],
    sendCompression: null,
    compressMinBytes: Number.MAX_SAFE_INTEGER,
    readMaxBytes: Number.MAX_SAFE_INTEGER,
    writeMaxBytes: Number.MAX_SAFE_INTEGER,
  });
}
