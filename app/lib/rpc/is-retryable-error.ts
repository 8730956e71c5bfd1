import { Code } from '@connectrpc/connect';
import { isConnectError } from '#app/lib/errors/is-connect-error.ts';

/**
 * Codes that may succeed when the same call is made again a moment later. `resource_exhausted`
 * (HTTP 429, the per-user api limits) is deliberately absent: retrying it would only spend more of
 * the caller's allowance; the page shows the message and the user tries again after Retry-After.
 */
const RETRYABLE_CODES = new Set<Code>([
  Code.Unavailable,
  Code.DeadlineExceeded,
  Code.Aborted,
  Code.Unknown,
]);

/**
 * Whether a failed query is worth retrying: transient api failures and network errors are;
 * bad input, missing data and missing permission are not (retrying them only delays the message).
 */
export function isRetryableError(error: unknown): boolean {
  if (isConnectError(error)) return RETRYABLE_CODES.has(error.code);
  if (error && typeof error === 'object' && 'isNotFound' in error) return false;
  return true;
}
