import { Code, type Interceptor } from '@connectrpc/connect';
import { readBearerToken } from '#contract/auth/bearer-token.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { userIdContextKey } from '#server/rpc/user-id-context-key.ts';
import { authContextKey, type VerifiedAuth } from './verified-auth.ts';
import { InvalidTokenError, type TokenVerifier } from './verify-api-token.ts';

function refuse(message: string) {
  return createRpcError(Code.Unauthenticated, message, { reason: 'UNAUTHENTICATED' });
}

/**
 * Authenticates every call: a missing, malformed, wrongly signed or expired Bearer token answers
 * `unauthenticated`; a valid one sets the caller (authContextKey) and its id (userIdContextKey).
 * `getVerifier` is asked per call so that the process's verifier can be built lazily.
 */
export function createAuthInterceptor(
  getVerifier: () => TokenVerifier | Promise<TokenVerifier>,
): Interceptor {
  return (next) => async (request) => {
    const header = request.header.get('Authorization');
    if (!header) throw refuse('Sign in to continue: this call needs a token.');
    const token = readBearerToken(header);
    if (!token) throw refuse('Sign in again: the token is malformed.');
    const verify = await getVerifier();
    let auth: VerifiedAuth;
    try {
      auth = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw refuse('Sign in again: the token is invalid or has expired.');
      }
      throw error;
    }
    request.contextValues.set(authContextKey, auth);
    request.contextValues.set(userIdContextKey, auth.userId);
    return next(request);
  };
}

/** For service tests: every call runs as the given caller, without a token. */
export function createFixedAuthInterceptor(auth: VerifiedAuth): Interceptor {
  return (next) => (request) => {
    request.contextValues.set(authContextKey, auth);
    request.contextValues.set(userIdContextKey, auth.userId);
    return next(request);
  };
}
