import { Code, type ConnectError } from '@connectrpc/connect';
import { errorCodeOf } from '#server/db/error-code.ts';
import { createRpcError } from './create-rpc-error.ts';

/** Socket-level errors of a database connection (node-postgres passes Node's codes through). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection (?:is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Database errors that are not bugs: the server is down or restarting (SQLSTATE class 08, 57P01-03
 * or a refused/reset socket) -> UNAVAILABLE, so that clients retry and the status is 503; a value
 * PostgreSQL cannot store such as a NUL character (22021, 22P05) -> INVALID_ARGUMENT. Anything else
 * gives undefined (the caller treats it as unexpected).
 */
export function mapDatabaseError(error: unknown): ConnectError | undefined {
  const code = errorCodeOf(error);
  const message = error instanceof Error ? error.message : '';
  const unavailable =
    (code !== undefined &&
      (code.startsWith('08') ||
        ['57P01', '57P02', '57P03'].includes(code) ||
        CONNECTION_ERROR_CODES.has(code))) ||
    CONNECTION_MESSAGES.test(message);
  if (unavailable) {
    return createRpcError(
      Code.Unavailable,
      'The database is unavailable for a moment. Please try again.',
      { reason: 'DATABASE_UNAVAILABLE' },
    );
  }
  if (code === '22021' || code === '22P05') {
    return createRpcError(
      Code.InvalidArgument,
      'Text must not contain NUL or invalid characters.',
      {
        reason: 'INVALID_CHARACTERS',
      },
    );
  }
  return undefined;
}
