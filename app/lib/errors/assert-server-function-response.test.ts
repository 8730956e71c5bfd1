import { describe, expect, it } from 'vitest';
import { assertServerFunctionResponse } from './assert-server-function-response.ts';
import { ServerFunctionRequestError } from './server-function-request-error.ts';

describe('assertServerFunctionResponse', () => {
  it.each([200, 201, 204, 299])('accepts status %i', async (status) => {
    const body = status === 204 ? null : 'ok';
    await expect(assertServerFunctionResponse(new Response(body, { status }))).resolves.toBe(
      undefined,
    );
  });

  it.each([400, 401, 403, 404, 409, 500, 502, 503])(
    'throws "Request failed with status %i" with the body attached',
    async (status) => {
      const response = new Response(`{"error":"status ${status}"}`, { status });
      const error = await assertServerFunctionResponse(response).catch((caught) => caught);
      expect(error).toBeInstanceOf(ServerFunctionRequestError);
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe(`Request failed with status ${status}`);
      expect(error.status).toBe(status);
      expect(error.body).toBe(`{"error":"status ${status}"}`);
    },
  );

  it('attaches an empty body when there is none', async () => {
    const error = await assertServerFunctionResponse(new Response(null, { status: 500 })).catch(
      (caught) => caught,
    );
    expect(error.message).toBe('Request failed with status 500');
    expect(error.body).toBe('');
  });
});
