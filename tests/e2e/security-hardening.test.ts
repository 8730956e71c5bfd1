import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUrl } from '#server/documents/signed-url.ts';
import { deriveSigningKey } from '#server/documents/signing-key.ts';
import {
  type ApiSession,
  callRpc,
  randomClientAddress,
  signInOverHttp,
} from '#tests/support/resilience/api-session.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';

const baseUrl = inject('baseUrl');
const DOCS = 'ratefiling.v1.DocumentService';
let session: ApiSession;
let trackingNumber = '';

beforeAll(async () => {
  session = await signInOverHttp(baseUrl);
  const list = await callRpc(
    baseUrl,
    'ratefiling.v1.FilingService/ListWholeFilings',
    {},
    session.token,
  );
  const filings = (list.body.wholeFilings ?? []) as {
    filing?: { serffTrackingNumber?: string };
  }[];
  trackingNumber = filings[0]?.filing?.serffTrackingNumber ?? '';
});

describe('web hardening', () => {
  it('puts the security headers on pages, assets, api answers and errors', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/favicon.svg';
    const paths = [
      '/',
      '/login',
      asset,
      '/favicon.svg',
      '/api/health',
      '/rpc/nope/Nothing',
      '/no-such-page',
    ];
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: path.startsWith('/rpc') ? 'POST' : 'GET',
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      await response.arrayBuffer();
    }
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(html.match(/<script(?=[\s>])/g)?.length).toBe(html.match(/<script nonce="/g)?.length);
    recordSummary({
      part: '6 hardening: security headers',
      cases: paths.length,
      held: paths.length,
    });
  });

  it('answers 413 above every endpoint body limit, declared or streamed', async () => {
    const big = (bytes: number) => 'x'.repeat(bytes);
    const cases: [string, number][] = [
      ['/rpc/ratefiling.v1.FilingService/ListFilings', 1024 * 1024 + 1],
      ['/api/auth/sign-in/email', 64 * 1024 + 1],
      ['/_server/anything', 256 * 1024 + 1],
      ['/ingest/e/', 1024 * 1024 + 1],
      ['/sentry', 1024 * 1024 + 1],
      ['/login', 16 * 1024 + 1],
      ['/api/exports/filings.csv', 16 * 1024 + 1],
    ];
    for (const [path, bytes] of cases) {
      const declared = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        body: big(bytes),
        headers: { 'content-type': 'application/json' },
      });
      expect(declared.status, `${path} declared`).toBe(413);
      const chunk = new TextEncoder().encode(big(16 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const streamed = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': 'application/json', 'connect-protocol-version': '1' },
      } as RequestInit);
      expect(streamed.status, `${path} streamed`).toBe(413);
    }
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    recordSummary({
      part: '6 hardening: body limits (declared, streamed)',
      cases: cases.length * 2,
      held: cases.length * 2,
    });
  });

  it('refuses unknown and path-like zip and document links', async () => {
    const links = [
      'exports/pdfs.zip?t=../../etc/passwd',
      'exports/pdfs.zip?t=..%2F..%2Fetc%2Fpasswd',
      'exports/pdfs.zip?t=/etc/passwd',
      'exports/pdfs.zip?t=C:\\Windows\\win.ini',
      'exports/pdfs.zip?t=ZZZZ-999999999',
      'filings/../../etc/passwd.pdf',
      'filings/%2e%2e%2fsecret.pdf',
      'https://evil.example/filings/ABCD-1.pdf',
      '/etc/passwd',
      'file:///etc/passwd',
    ];
    for (const link of links) {
      const answer = await callRpc(baseUrl, `${DOCS}/GetSignedLink`, { link }, session.token);
      expect([400, 404], `${link}: ${answer.text}`).toContain(answer.status);
      expect(answer.body.message, link).toBeTruthy();
    }
    const zip = await callRpc(
      baseUrl,
      `${DOCS}/GetZipOfPdfs`,
      { pdfLinks: ['../../etc/passwd', 'filings/ZZZZ-1.pdf'] },
      session.token,
    );
    expect([400, 404]).toContain(zip.status);
    for (const query of ['t=../../etc/passwd', 't=%2Fetc%2Fpasswd', 't=ZZZZ-999999999']) {
      const direct = await fetch(`${baseUrl}/api/exports/pdfs.zip?${query}`);
      expect(direct.status, query).toBe(403);
    }
    recordSummary({
      part: '6 hardening: zip and document links',
      cases: links.length + 4,
      held: links.length + 4,
    });
  });

  it('serves a signed link and refuses it tampered or expired', async () => {
    expect(trackingNumber).not.toBe('');
    const answer = await callRpc(
      baseUrl,
      `${DOCS}/GetSignedLink`,
      { link: `filings/${trackingNumber}.pdf` },
      session.token,
    );
    expect(answer.status, answer.text).toBe(200);
    const url = new URL(String(answer.body.signedUrl ?? ''), baseUrl);
    const good = await fetch(url);
    expect(good.status).toBe(200);
    await good.arrayBuffer();
    const signature = url.searchParams.get('signature') ?? '';
    const tampered: URL[] = [];
    const flipped = new URL(url);
    flipped.searchParams.set(
      'signature',
      `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    );
    tampered.push(flipped);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    tampered.push(longer);
    const other = new URL(url);
    other.pathname = other.pathname.replace(trackingNumber, 'ZZZZ-999999999');
    tampered.push(other);
    const extra = new URL(url);
    extra.searchParams.append('t', 'ZZZZ-1');
    tampered.push(extra);
    for (const link of tampered) expect((await fetch(link)).status, link.href).toBe(403);
    // An expired link with a valid signature (signed here with the app's own key).
    const key = deriveSigningKey(
      readFileSync(join(inject('dataDir'), 'auth-secret'), 'utf8').trim(),
    );
    const expired = signUrl(
      key,
      url.pathname,
      new URLSearchParams(),
      Math.floor(Date.now() / 1000) - 5,
    );
    const expiredAnswer = await fetch(`${baseUrl}${expired}`);
    expect(expiredAnswer.status).toBe(403);
    expect(await expiredAnswer.text()).toContain('expired');
    recordSummary({
      part: '6 hardening: signed links',
      cases: tampered.length + 2,
      held: tampered.length + 2,
    });
  });

  it('answers 429 after ten sign-in attempts from one client', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    recordSummary({ part: '6 hardening: sign-in rate limit', cases: 2, held: 2 });
  });
});
