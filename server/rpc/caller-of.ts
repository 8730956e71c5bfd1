import { Code, type HandlerContext } from '@connectrpc/connect';
import { authContextKey, type VerifiedAuth } from '#server/auth/verified-auth.ts';
import { createRpcError } from './create-rpc-error.ts';

/**
 * The verified caller of a service method: user, active organization, role and permissions,
 * as the auth interceptor put them in the call's context. As with `userIdOf`, a missing caller is
 * a router built without that interceptor (`internal`), never the client's fault.
 */
export function callerOf(context: HandlerContext): VerifiedAuth {
  const auth = context.values.get(authContextKey);
  if (!auth) {
    throw createRpcError(Code.Internal, 'This call reached a service without a signed-in user.', {
      reason: 'NO_AUTHENTICATED_CALLER',
    });
  }
  return auth;
}
