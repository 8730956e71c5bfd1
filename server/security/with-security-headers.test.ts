import { describe, expect, it } from 'vitest';
import { DISCARD_MAX_BYTES } from './body-limits.ts';
import { createSecurityMiddleware } from './with-security-headers.ts';

const middleware = createSecurityMiddleware();

describe('createSecurityMiddleware', () => {
  it('puts the hardening headers on every response and a nonce on inline scripts', async () => {
    const page = () =>
      new Response('<html><script>x()</script></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '33' },
      });
    const response = await middleware(new Request('http://app.test/login'), page);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(`<html><script nonce="${nonce}">x()</script></html>`);
  });

  it('uses a fresh nonce per response', async () => {
    const next = () => new Response('{}', { headers: { 'content-type': 'application/json' } });
    const a = await middleware(new Request('http://app.test/rpc/x'), next);
    const b = await middleware(new Request('http://app.test/rpc/x'), next);
    expect(a.headers.get('content-security-policy')).not.toBe(
      b.headers.get('content-security-policy'),
    );
    expect(await a.text()).toBe('{}');
  });

  it('copies immutable upstream responses and keeps the status', async () => {
    const upstream = Response.redirect('http://app.test/login', 307);
    const response = await middleware(new Request('http://app.test/home'), () => upstream);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://app.test/login');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 413 without calling the app for a body that declares too many bytes', async () => {
    let called = false;
    const request = new Request('http://app.test/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-length': String(65 * 1024) },
      body: 'x',
    });
    const response = await middleware(request, () => {
      called = true;
      return new Response('ok');
    });
    expect(response.status).toBe(413);
    expect(called).toBe(false);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  /** A POST to /sentry (1 MiB limit) declaring `declared` bytes, whose body counts what is read. */
  function countingUpload(declared: number, chunks: number) {
    const read = { chunks: 0 };
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        sent++;
        read.chunks = sent;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request('http://app.test/sentry', {
      method: 'POST',
      headers: { 'content-length': String(declared) },
      body,
      duplex: 'half',
    } as RequestInit);
    return { request, read };
  }

  it('reads and drops a body a little too large before its 413, so its client gets the answer', async () => {
    const { request, read } = countingUpload(1024 * 1024 + 64 * 1024, 17);
    const response = await middleware(request, () => new Response('ok'));
    expect(response.status).toBe(413);
    expect(read.chunks).toBe(17);
  });

  it('refuses a body declared far too large without reading it', async () => {
    const { request, read } = countingUpload(DISCARD_MAX_BYTES + 1, 100);
    const response = await middleware(request, () => new Response('ok'));
    expect(response.status).toBe(413);
    expect(read.chunks).toBeLessThanOrEqual(1);
  });
});
