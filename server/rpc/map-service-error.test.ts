import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapServiceError } from './map-service-error.ts';

describe('mapServiceError', () => {
  it('passes a ConnectError through', () => {
    const error = new ConnectError('nope', Code.NotFound);
    expect(mapServiceError(error, 'ref')).toEqual({ error, unexpected: false });
  });

  it('makes a zod error INVALID_ARGUMENT', () => {
    const parsed = z.object({ n: z.number() }).safeParse({ n: 'x' });
    const mapped = mapServiceError(parsed.error, 'ref');
    expect(mapped.error.code).toBe(Code.InvalidArgument);
    expect(mapped.unexpected).toBe(false);
  });

  it('makes an aborted request (the client closed the connection) CANCELED, not logged', () => {
    const controller = new AbortController();
    controller.abort();
    const mapped = mapServiceError(controller.signal.reason, 'ref', controller.signal);
    expect(mapped.error.code).toBe(Code.Canceled);
    expect(mapped.unexpected).toBe(false);
  });

  it('keeps an AbortError of a call whose client is still there INTERNAL, to be logged', () => {
    const thrown = new DOMException('This operation was aborted', 'AbortError');
    const mapped = mapServiceError(thrown, 'ref', new AbortController().signal);
    expect(mapped.error.code).toBe(Code.Internal);
    expect(mapped.unexpected).toBe(true);
  });

  it('makes anything else INTERNAL with the reference, to be logged', () => {
    const mapped = mapServiceError(new TypeError('boom'), 'abc123');
    expect(mapped.error.code).toBe(Code.Internal);
    expect(mapped.error.rawMessage).toContain('abc123');
    expect(mapped.unexpected).toBe(true);
  });
});
