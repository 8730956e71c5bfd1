import { Code, createContextKey, type HandlerContext } from '@connectrpc/connect';
import { createRpcError } from './create-rpc-error.ts';

/**
 * The signed-in user's id for the current call. The auth interceptor sets it from the verified
 * token; the logging interceptor reports it; services read it through `userIdOf` (never a user
 * id from a payload). Empty while no user is known.
 */
export const userIdContextKey = createContextKey<string>('', { description: 'user id' });

/**
 * The caller's user id in a service method. The auth interceptor refuses every call without a
 * verified user before any method runs, so services do not check again; an empty id here means
 * a router was built without that interceptor, a server fault (`internal`), not the caller's.
 */
export function userIdOf(context: HandlerContext): string {
  const userId = context.values.get(userIdContextKey);
  if (!userId) {
    throw createRpcError(Code.Internal, 'This call reached a service without a signed-in user.', {
      reason: 'NO_AUTHENTICATED_CALLER',
    });
  }
  return userId;
}
