import { Code, ConnectError } from '@connectrpc/connect';
import { core } from 'zod';
import { createRpcError } from './create-rpc-error.ts';
import { mapDatabaseError } from './map-database-error.ts';

export type MappedServiceError = {
  error: ConnectError;
  /** True when the original error was unexpected (a bug or an outage) and must be logged. */
  unexpected: boolean;
};

/**
 * Turns whatever service code threw into the error the client receives: a ConnectError passes
 * unchanged; a zod error becomes INVALID_ARGUMENT with its first issue's message (also as an
 * ErrorDetail naming the field); a database outage becomes UNAVAILABLE and a value PostgreSQL
 * cannot store INVALID_ARGUMENT (mapDatabaseError); whatever a call whose `signal` has aborted
 * threw (the client went away) CANCELED, not logged, as hardenRequest and the request log treat
 * such a request (499); anything else becomes INTERNAL with a safe message carrying `reference`,
 * so that support can find the logged stack.
 */
export function mapServiceError(
  error: unknown,
  reference: string,
  signal?: AbortSignal,
): MappedServiceError {
  if (error instanceof ConnectError) return { error, unexpected: false };
  if (error instanceof core.$ZodError) {
    const issue = error.issues[0];
    const message = issue?.message || 'Invalid input';
    const field = issue ? issue.path.map(String).join('.') : '';
    return {
      error: createRpcError(Code.InvalidArgument, message, { field, reason: 'INVALID_INPUT' }),
      unexpected: false,
    };
  }
  if (signal?.aborted) {
    // The client closed the connection (srvx aborts the request's signal, and the call fails
    // with an AbortError or whatever its work threw): nothing went wrong on the server, and
    // nobody is left to read the answer.
    return {
      error: createRpcError(Code.Canceled, 'The request was cancelled before it finished.', {
        reason: 'CANCELLED',
      }),
      unexpected: false,
    };
  }
  const database = mapDatabaseError(error);
  if (database) return { error: database, unexpected: database.code === Code.Unavailable };
  const message = `An unexpected error occurred (reference ${reference}).`;
  return {
    error: createRpcError(Code.Internal, message, { reason: 'INTERNAL' }),
    unexpected: true,
  };
}
