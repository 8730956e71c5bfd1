import { Code, type ConnectError } from '@connectrpc/connect';
import type { ItemAccessFailure } from '#server/domain/team/item-access-result.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';

/**
 * The Connect error for a refused item: NOT_FOUND when the caller may not read it (whether it
 * exists stays hidden), PERMISSION_DENIED when they read it but may not do this, or when sharing
 * needs an active organization they do not have (ADR 025).
 */
export function itemAccessError(reason: ItemAccessFailure, what: string, id: string): ConnectError {
  if (reason === 'not-found') {
    return createRpcError(Code.NotFound, `No ${what} ${id.slice(0, 64)}`, {
      field: 'id',
      reason: 'NOT_FOUND',
    });
  }
  if (reason === 'no-organization') {
    return createRpcError(
      Code.PermissionDenied,
      'Choose an active organization (Account page) to share with it.',
      { reason: 'NO_ORGANIZATION' },
    );
  }
  return createRpcError(
    Code.PermissionDenied,
    `Only its owner or an admin of the organization may change this ${what}.`,
    { field: 'id', reason: 'NOT_ITEM_OWNER_OR_ADMIN' },
  );
}
