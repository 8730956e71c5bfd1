import { describe, expect, it } from 'vitest';
import { clientAddressOf, hardenRequest } from './harden-request.ts';

function withIp(request: Request, ip: string): Request {
  Object.defineProperty(request, 'ip', { value: ip });
  return request;
}

describe('hardenRequest', () => {
  it('replaces forged forwarded headers with the resolved client address', async () => {
    let seen: Request | undefined;
    const handler = hardenRequest((request) => {
      seen = request;
      return new Response('ok');
    });
    const forged = new Request('http://app.test/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'x-forwarded-for': '10.9.9.9',
        'x-real-ip': '10.8.8.8',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      body: '{"email":"a@b.c"}',
    });
    await handler(withIp(forged, '127.0.0.1'));
    expect(seen?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(seen?.headers.get('x-real-ip')).toBeNull();
    expect(seen?.headers.get('x-forwarded-proto')).toBe('http');
    expect(seen && clientAddressOf(seen)).toBe('127.0.0.1');
    expect(await seen?.text()).toBe('{"email":"a@b.c"}');
  });

  it('answers 413 for a streamed body over the limit', async () => {
    const handler = hardenRequest(() => new Response('ok'));
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i += 1) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const request = new Request('http://app.test/api/auth/sign-in/email', {
      method: 'POST',
      body: big,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(413);
  });
});

describe('hardenRequest when the client leaves mid-body', () => {
  it('answers 499 without calling the app or throwing', async () => {
    let called = false;
    const handler = hardenRequest(() => {
      called = true;
      return new Response('ok');
    });
    const gone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const client = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"pagination":'));
      },
      pull(controller) {
        client.abort(gone);
        controller.error(gone);
      },
    });
    const request = new Request('http://app.test/rpc/ratefiling.v1.FilingService/ListFilings', {
      method: 'POST',
      body,
      duplex: 'half',
      signal: client.signal,
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(499);
    expect(called).toBe(false);
  });

  it('answers 499, not 500, when the app failed because the client left', async () => {
    const client = new AbortController();
    const handler = hardenRequest(() => {
      client.abort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      return new Response('Internal Server Error', { status: 500 });
    });
    const request = new Request('http://app.test/_server/abc', { signal: client.signal });
    expect((await handler(request)).status).toBe(499);
  });

  it('keeps a 500 of a request whose client is still there', async () => {
    const handler = hardenRequest(() => new Response('broken', { status: 500 }));
    expect((await handler(new Request('http://app.test/_server/abc'))).status).toBe(500);
  });

  it('still fails for other body errors', async () => {
    const handler = hardenRequest(() => new Response('ok'));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('disk on fire'));
      },
    });
    const request = new Request('http://app.test/rpc/x', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(handler(request)).rejects.toThrow('disk on fire');
  });
});
