import { Code, type HandlerContext } from '@connectrpc/connect';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { userIdContextKey } from '#server/rpc/user-id-context-key.ts';

/** The caller's user id, set by the auth interceptor; `unauthenticated` when there is none. */
export function requireUserId(context: HandlerContext): string {
  const userId = context.values.get(userIdContextKey);
  if (!userId) {
    throw createRpcError(Code.Unauthenticated, 'Sign in to continue.', {
      reason: 'UNAUTHENTICATED',
    });
  }
  return userId;
}
