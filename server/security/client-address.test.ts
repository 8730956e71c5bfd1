import { serve } from 'srvx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardenRequest } from './harden-request.ts';
import type { TrustProxySetting } from './trust-proxy-setting.ts';

/** A real srvx server on 127.0.0.1 that echoes the X-Forwarded-For the app would see. */
async function startEcho(trustProxy: TrustProxySetting) {
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    trustProxy,
    fetch: hardenRequest((request) => new Response(request.headers.get('x-forwarded-for') ?? '')),
  });
  await server.ready();
  return server;
}

describe('client address behind TRUST_PROXY', () => {
  let untrusting: Awaited<ReturnType<typeof startEcho>>;
  let trusting: Awaited<ReturnType<typeof startEcho>>;
  beforeAll(async () => {
    untrusting = await startEcho(false);
    trusting = await startEcho(true);
  });
  afterAll(async () => {
    await untrusting?.close(true);
    await trusting?.close(true);
  });

  const seen = async (url: string | undefined, forged: string) =>
    (await fetch(url ?? '', { headers: { 'x-forwarded-for': forged } })).text();

  it('ignores a forged X-Forwarded-For by default (the socket address counts)', async () => {
    expect(await seen(untrusting.url, '10.1.2.3')).toBe('127.0.0.1');
    expect(await seen(untrusting.url, '10.1.2.3, 10.4.5.6')).toBe('127.0.0.1');
  });

  it('believes the proxy when TRUST_PROXY is on', async () => {
    expect(await seen(trusting.url, '10.1.2.3')).toBe('10.1.2.3');
  });
});
