import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerFunctionRequestError } from './errors/server-function-request-error.ts';
import { serverFunctionFetch } from './server-function-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverFunctionFetch', () => {
  it('turns a failed plain response into "Request failed with status {code}" with the body', async () => {
    vi.stubGlobal('fetch', async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await serverFunctionFetch('/_server/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerFunctionRequestError);
    expect((error as ServerFunctionRequestError).message).toBe('Request failed with status 502');
    expect((error as ServerFunctionRequestError).body).toBe('<h1>Bad gateway</h1>');
  });

  it('passes framework-serialized errors and successes through untouched', async () => {
    const serialized = new Response('{}', {
      status: 500,
      headers: { 'x-tss-serialized': 'true', 'content-type': 'application/json' },
    });
    vi.stubGlobal('fetch', async () => serialized);
    expect(await serverFunctionFetch('/_server/x')).toBe(serialized);
    const ok = new Response('{}', { status: 200 });
    vi.stubGlobal('fetch', async () => ok);
    expect(await serverFunctionFetch('/_server/x')).toBe(ok);
  });
});
