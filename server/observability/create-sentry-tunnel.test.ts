import { afterEach, describe, expect, it } from 'vitest';
import { startTestReceiver, type TestReceiver } from '#tests/support/start-test-receiver.ts';
import { createSentryTunnel } from './create-sentry-tunnel.ts';
import { parseSentryDsn } from './parse-sentry-dsn.ts';

const receivers: TestReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function setUp(maxBodyBytes?: number) {
  const sentry = await startTestReceiver();
  receivers.push(sentry);
  const dsnText = `http://public-key@${sentry.host}/42`;
  const tunnel = createSentryTunnel({ dsn: parseSentryDsn(dsnText), maxBodyBytes });
  return { sentry, dsnText, tunnel };
}

function envelope(dsn: string, payload = '{"message":"boom"}'): Uint8Array<ArrayBuffer> {
  const lines = [
    JSON.stringify({
      event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
      dsn,
      sent_at: '2026-11-01T00:00:00Z',
    }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
  ];
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

function post(body: Uint8Array<ArrayBuffer> | string): Request {
  return new Request('http://app.test/sentry', { method: 'POST', body });
}

describe('the /sentry tunnel', () => {
  it('forwards an envelope for the configured DSN byte for byte to its envelope endpoint', async () => {
    const { sentry, dsnText, tunnel } = await setUp();
    const body = envelope(dsnText, '{"message":"h\u00e9llo \u2603"}');
    const response = await tunnel(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(sentry.received.length).toBe(1);
    expect(sentry.received[0]?.method).toBe('POST');
    expect(sentry.received[0]?.url).toBe('/api/42/envelope/');
    expect(sentry.received[0]?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(Buffer.from(body).equals(sentry.received[0]?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('refuses an envelope for another host or project with 403 and forwards nothing', async () => {
    const { sentry, tunnel } = await setUp();
    const foreignHost = envelope('http://public-key@evil.example/42');
    const otherPort = envelope('http://public-key@127.0.0.1:1/42');
    const otherProject = envelope(`http://public-key@${sentry.host}/43`);
    for (const body of [foreignHost, otherPort, otherProject]) {
      expect((await tunnel(post(body))).status).toBe(403);
    }
    expect(sentry.received).toEqual([]);
  });

  it('refuses an oversized body with 413, and bodies that are not envelopes with 400', async () => {
    const { sentry, dsnText, tunnel } = await setUp(512);
    const big = envelope(dsnText, 'x'.repeat(600));
    expect((await tunnel(post(big))).status).toBe(413);
    const streamed = new Request('http://app.test/sentry', {
      method: 'POST',
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await tunnel(streamed)).status).toBe(413);
    expect((await tunnel(post('not json\n{}'))).status).toBe(400);
    expect((await tunnel(post('{"dsn":"not a url"}\n'))).status).toBe(400);
    expect(sentry.received).toEqual([]);
  });

  it('answers 404 when no DSN is configured and 405 to anything but POST', async () => {
    const off = createSentryTunnel({ dsn: undefined });
    expect((await off(post(envelope('http://k@127.0.0.1:9/42')))).status).toBe(404);
    const { tunnel } = await setUp();
    expect((await tunnel(new Request('http://app.test/sentry'))).status).toBe(405);
  });

  it('does not follow a redirect from the upstream', async () => {
    const elsewhere = await startTestReceiver();
    receivers.push(elsewhere);
    const sentry = await startTestReceiver((_request, response) => {
      response.writeHead(307, { location: `${elsewhere.origin}/` });
      response.end();
    });
    receivers.push(sentry);
    const dsnText = `http://public-key@${sentry.host}/42`;
    const tunnel = createSentryTunnel({ dsn: parseSentryDsn(dsnText) });
    expect((await tunnel(post(envelope(dsnText)))).status).toBe(307);
    expect(elsewhere.received).toEqual([]);
  });
});
