import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestReceiver, type TestReceiver } from '#tests/support/start-test-receiver.ts';
import { createIngestProxy } from './create-ingest-proxy.ts';

const receivers: TestReceiver[] = [];
async function receiver(...args: Parameters<typeof startTestReceiver>) {
  const started = await startTestReceiver(...args);
  receivers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

const APP = 'http://app.test';

describe('the /ingest proxy', () => {
  it('forwards method, path, query and body bytes intact, without the app credentials', async () => {
    const posthog = await receiver();
    const proxy = createIngestProxy({ upstreams: { api: posthog.origin, assets: posthog.origin } });
    const body = randomBytes(4096);
    const response = await proxy(
      new Request(`${APP}/ingest/e/?compression=gzip-js&ver=1.449.2`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain',
          cookie: 'session=secret',
          authorization: 'Bearer secret',
          connection: 'keep-alive, x-hop',
          'x-hop': 'drop me',
          'x-keep': 'keep me',
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const [seen] = posthog.received;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/e/?compression=gzip-js&ver=1.449.2');
    expect(seen?.body.equals(body)).toBe(true);
    expect(seen?.headers['content-type']).toBe('text/plain');
    expect(seen?.headers['x-keep']).toBe('keep me');
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['x-hop']).toBeUndefined();
  });

  it('streams a body of unknown length and refuses one above the cap with 413', async () => {
    const posthog = await receiver();
    const proxy = createIngestProxy({
      upstreams: { api: posthog.origin, assets: posthog.origin },
      maxBodyBytes: 1000,
    });
    const streamOf = (size: number) =>
      new Request(`${APP}/ingest/batch/`, {
        method: 'POST',
        body: new Blob([new Uint8Array(size).fill(7)]).stream(),
        duplex: 'half',
      } as RequestInit);
    expect((await proxy(streamOf(1000))).status).toBe(200);
    expect(posthog.received[0]?.body.length).toBe(1000);
    expect((await proxy(streamOf(5000))).status).toBe(413);
    const declared = new Request(`${APP}/ingest/batch/`, {
      method: 'POST',
      body: new Uint8Array(1001),
    });
    expect((await proxy(declared)).status).toBe(413);
    expect(posthog.received.length).toBe(1);
  });

  it('sends /ingest/static/* to the assets host and keeps //host paths on the upstream', async () => {
    const api = await receiver();
    const assets = await receiver();
    const proxy = createIngestProxy({ upstreams: { api: api.origin, assets: assets.origin } });
    await proxy(new Request(`${APP}/ingest/static/array.js?v=1`));
    await proxy(new Request(`${APP}/ingest//evil.example/steal`));
    expect(assets.received.map((r) => r.url)).toEqual(['/static/array.js?v=1']);
    expect(api.received.map((r) => r.url)).toEqual(['//evil.example/steal']);
  });

  it('passes redirects back without following them, and decoded bodies without their encoding', async () => {
    const elsewhere = await receiver();
    const posthog = await receiver((request, response) => {
      if (request.url.startsWith('/moved')) {
        response.writeHead(302, { location: `${elsewhere.origin}/` });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-encoding': 'gzip', 'set-cookie': 'ph=1' });
      response.end(gzipSync('{"flags":{}}'));
    });
    const proxy = createIngestProxy({ upstreams: { api: posthog.origin, assets: posthog.origin } });
    const moved = await proxy(new Request(`${APP}/ingest/moved`));
    expect(moved.status).toBe(302);
    expect(elsewhere.received).toEqual([]);
    const flags = await proxy(new Request(`${APP}/ingest/flags/?v=2`));
    expect(flags.headers.get('content-encoding')).toBeNull();
    expect(flags.headers.get('set-cookie')).toBeNull();
    expect(await flags.text()).toBe('{"flags":{}}');
  });

  it('answers 404 when no PostHog key is configured, and 502 when the upstream is down', async () => {
    const off = createIngestProxy({ upstreams: undefined });
    expect((await off(new Request(`${APP}/ingest/e/`, { method: 'POST', body: 'x' }))).status).toBe(
      404,
    );
    const down = await receiver();
    await down.close();
    const errors: unknown[] = [];
    const proxy = createIngestProxy({
      upstreams: { api: down.origin, assets: down.origin },
      onUpstreamError: (error) => errors.push(error),
    });
    expect((await proxy(new Request(`${APP}/ingest/e/`))).status).toBe(502);
    expect(errors.length).toBe(1);
  });
});
