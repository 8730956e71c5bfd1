import { Code, ConnectError } from '@connectrpc/connect';
import { errorFromJson } from '@connectrpc/connect/protocol-connect';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createRpcFetchHandler } from '#server/rpc/create-rpc-fetch-handler.ts';
import { defineRpcService } from '#server/rpc/define-rpc-service.ts';

const trackingNumberSchema = z.object({
  serffTrackingNumber: z.string().regex(/^[A-Z]{4}-G?\d{9}$/, 'Not a SERFF tracking number'),
});

// A test-only implementation of one method of a real generated service.
const tinyFilingService = defineRpcService(FilingService, {
  async filingExists(request) {
    if (request.serffTrackingNumber === 'BOOM') throw new Error('database password leaked');
    if (request.serffTrackingNumber === 'SLOW') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the work failed after its client had gone');
    }
    const { serffTrackingNumber } = trackingNumberSchema.parse(request);
    return { exists: serffTrackingNumber === 'SFMA-134393024' };
  },
});

const handle = createRpcFetchHandler([tinyFilingService], {
  authInterceptor: null,
  logger: createLogger({ level: 'silent' }),
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return handle(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const filingExistsPath = '/rpc/ratefiling.v1.FilingService/FilingExists';

async function readError(response: Response): Promise<ConnectError> {
  return errorFromJson(await response.json(), response.headers, new ConnectError('', Code.Unknown));
}

describe('createRpcFetchHandler', () => {
  it('answers a Connect-protocol POST under /rpc', async () => {
    const response = await post(filingExistsPath, { serffTrackingNumber: 'SFMA-134393024' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ exists: true });
  });

  it('answers a Connect GET for a method without side effects', async () => {
    const message = encodeURIComponent(JSON.stringify({ serffTrackingNumber: 'ALSE-134016536' }));
    const url = `http://localhost${filingExistsPath}?connect=v1&encoding=json&message=${message}`;
    const response = await handle(new Request(url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it.each([
    '/rpc/ratefiling.v1.FilingService/NoSuchMethod',
    '/rpc/ratefiling.v1.NoSuchService/FilingExists',
    '/ratefiling.v1.FilingService/FilingExists',
  ])('answers an unknown path (%s) with 404 and code unimplemented', async (path) => {
    const response = await post(path, {});
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe(Code.Unimplemented);
  });

  it('answers a known but unimplemented method with 501 unimplemented', async () => {
    const response = await post('/rpc/ratefiling.v1.FilingService/GetFiling', {});
    expect(response.status).toBe(501);
    expect((await readError(response)).code).toBe(Code.Unimplemented);
  });

  it('refuses a Connect POST without the protocol version header', async () => {
    const response = await handle(
      new Request(`http://localhost${filingExistsPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe(Code.InvalidArgument);
  });

  it('maps a plain Error to internal without leaking its message', async () => {
    const response = await post(filingExistsPath, { serffTrackingNumber: 'BOOM' });
    expect(response.status).toBe(500);
    const error = await readError(response);
    expect(error.code).toBe(Code.Internal);
    expect(error.rawMessage).toMatch(/^An unexpected error occurred \(reference [0-9a-f]{8}\)\.$/);
    expect(errorDisplayMessage(error)).toBe(error.rawMessage);
    expect(JSON.stringify(error)).not.toContain('password');
  });

  it('maps whatever a call throws after its client closed the connection to canceled', async () => {
    const client = new AbortController();
    const pending = handle(
      new Request(`http://localhost${filingExistsPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
        body: JSON.stringify({ serffTrackingNumber: 'SLOW' }),
        signal: client.signal,
      }),
    );
    setTimeout(() => client.abort(), 5);
    const response = await pending;
    expect(response.status).toBe(499);
    expect((await readError(response)).code).toBe(Code.Canceled);
  });

  it('maps a ZodError to invalid_argument with an ErrorDetail', async () => {
    const response = await post(filingExistsPath, { serffTrackingNumber: 'nope' });
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe(Code.InvalidArgument);
    expect(error.rawMessage).toBe('Not a SERFF tracking number');
    expect(errorDisplayMessage(error)).toBe('Not a SERFF tracking number');
  });
});
