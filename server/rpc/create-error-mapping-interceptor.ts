import type { Interceptor } from '@connectrpc/connect';
import type { Logger } from 'pino';
import { describeProcedure } from './describe-procedure.ts';
import { mapServiceError } from './map-service-error.ts';

/**
 * Maps errors thrown by service code (see mapServiceError) and logs unexpected ones with their
 * stack and a reference that the client's message also carries.
 */
export function createErrorMappingInterceptor(log: Logger): Interceptor {
  return (next) => async (request) => {
    try {
      return await next(request);
    } catch (thrown) {
      const reference = crypto.randomUUID().slice(0, 8);
      const { error, unexpected } = mapServiceError(thrown, reference, request.signal);
      if (unexpected) {
        const procedure = describeProcedure(request.service, request.method);
        log.error({ procedure, reference, err: thrown }, 'unexpected error in rpc');
      }
      throw error;
    }
  };
}
