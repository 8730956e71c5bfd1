import { Code, type HandlerContext } from '@connectrpc/connect';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { hasPermission, type PermissionCheck } from './check-permission.ts';
import { isReverified, type ReverificationLevel } from './check-reverification.ts';
import { authContextKey, type VerifiedAuth } from './verified-auth.ts';

/** The verified caller of this call; `unauthenticated` when there is none. */
export function requireAuth(context: HandlerContext): VerifiedAuth {
  const auth = context.values.get(authContextKey);
  if (!auth) {
    throw createRpcError(Code.Unauthenticated, 'Sign in to continue.', {
      reason: 'UNAUTHENTICATED',
    });
  }
  return auth;
}

/** Passes when the caller has the role or permission in the active organization (spec 6). */
export function requirePermission(context: HandlerContext, check: PermissionCheck): VerifiedAuth {
  const auth = requireAuth(context);
  if (!hasPermission(auth, check)) {
    const message = auth.organizationId
      ? 'Your role in this organization does not allow this.'
      : 'Choose an organization first: this needs an active organization.';
    throw createRpcError(Code.PermissionDenied, message, { reason: 'PERMISSION_DENIED' });
  }
  return auth;
}

/**
 * For sensitive actions (e.g. deleting saved data): the caller must have verified their factors
 * recently enough for `level`; otherwise `permission_denied` with reason REVERIFICATION_REQUIRED,
 * after which the UI asks the user to confirm it is them and retries with a fresh token.
 */
export function requireReverification(
  context: HandlerContext,
  level: ReverificationLevel,
): VerifiedAuth {
  const auth = requireAuth(context);
  if (!isReverified(level, auth)) {
    throw createRpcError(Code.PermissionDenied, 'Confirm it is you to continue.', {
      reason: 'REVERIFICATION_REQUIRED',
      field: level,
    });
  }
  return auth;
}
