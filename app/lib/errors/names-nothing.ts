import { Code } from '@connectrpc/connect';
import { isConnectError } from './is-connect-error.ts';

/**
 * Whether the api answered that a name from the URL (tracking number, company, segment,
 * reviewer) names nothing: NOT_FOUND for an unknown one, INVALID_ARGUMENT for a malformed one.
 */
export function namesNothing(error: unknown): boolean {
  const code = isConnectError(error) ? error.code : undefined;
  return code === Code.NotFound || code === Code.InvalidArgument;
}
