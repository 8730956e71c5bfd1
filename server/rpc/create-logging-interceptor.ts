import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { codeToString } from '@connectrpc/connect/protocol-connect';
import type { Logger } from 'pino';
import { describeProcedure } from './describe-procedure.ts';
import { userIdContextKey } from './user-id-context-key.ts';

const serverFaults: ReadonlySet<Code> = new Set([Code.Internal, Code.Unknown, Code.DataLoss]);

/**
 * Writes one JSON line per call: procedure, Connect code ("ok" on success), duration in ms and
 * the user id when the auth interceptor has set one. Server faults are logged at level error,
 * everything else at info. Put it first so that it sees the final code of every call.
 */
export function createLoggingInterceptor(log: Logger): Interceptor {
  return (next) => async (request) => {
    const startedAt = performance.now();
    const procedure = describeProcedure(request.service, request.method);
    const writeLine = (code: Code | undefined) => {
      const userId = request.contextValues.get(userIdContextKey);
      const line = {
        procedure,
        code: code === undefined ? 'ok' : codeToString(code),
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
        ...(userId ? { userId } : {}),
      };
      if (code !== undefined && serverFaults.has(code)) log.error(line, 'rpc');
      else log.info(line, 'rpc');
    };
    try {
      const response = await next(request);
      writeLine(undefined);
      return response;
    } catch (error) {
      writeLine(ConnectError.from(error).code);
      throw error;
    }
  };
}
