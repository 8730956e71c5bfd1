import { Code, ConnectError, createContextValues, createHandlerContext } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { userIdContextKey, userIdOf } from './user-id-context-key.ts';

function contextWith(userId?: string) {
  const values = createContextValues();
  if (userId !== undefined) values.set(userIdContextKey, userId);
  return createHandlerContext({
    service: FilingService,
    method: FilingService.method.filingExists,
    protocolName: 'connect',
    requestMethod: 'POST',
    url: 'http://localhost/rpc/ratefiling.v1.FilingService/FilingExists',
    contextValues: values,
  });
}

describe('userIdOf', () => {
  it('reads the user id the auth interceptor set', () => {
    expect(userIdOf(contextWith('user-7'))).toBe('user-7');
  });

  it('answers internal, not unauthenticated, when no interceptor set a user', () => {
    for (const context of [contextWith(), contextWith('')]) {
      const error = (() => {
        try {
          userIdOf(context);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ConnectError);
      expect((error as ConnectError).code).toBe(Code.Internal);
    }
  });
});
