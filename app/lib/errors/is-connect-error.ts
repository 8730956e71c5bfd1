import type { ConnectError } from '@connectrpc/connect';

/**
 * `error instanceof ConnectError`, without importing the class: Connect's error module pulls in
 * the protobuf runtime, which the shell (error screen, query retries) must not make every page
 * download. The same structural test ConnectError's own `Symbol.hasInstance` makes.
 */
export function isConnectError(error: unknown): error is ConnectError {
  return (
    error instanceof Error &&
    error.name === 'ConnectError' &&
    'code' in error &&
    typeof error.code === 'number' &&
    'metadata' in error &&
    'details' in error &&
    Array.isArray(error.details) &&
    'rawMessage' in error &&
    typeof error.rawMessage === 'string' &&
    'cause' in error
  );
}
