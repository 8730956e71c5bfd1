import { describe, expect, it } from 'vitest';
import { createBackendFetch } from './forward-to-backend.ts';

type Seen = { url: string; init: RequestInit & { duplex?: string } };

function recordingFetch(answer: () => Response) {
  const seen: Seen[] = [];
  const fake = (async (url: URL | RequestInfo, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { seen, fake };
}

describe('createBackendFetch (the web host reverse proxy)', () => {
  it('sends path and query to the api with forwarded headers, minus hop-by-hop ones', async () => {
    const { seen, fake } = recordingFetch(() => new Response('ok'));
    const forward = createBackendFetch('http://127.0.0.1:3001', fake);
    await forward(
      new Request('https://rates.example.com/api/exports/filings.csv?state=TX', {
        headers: {
          cookie: 'session=abc',
          connection: 'keep-alive',
          'x-forwarded-for': '10.1.2.3',
        },
      }),
    );
    const [call] = seen;
    expect(call?.url).toBe('http://127.0.0.1:3001/api/exports/filings.csv?state=TX');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('cookie')).toBe('session=abc');
    expect(headers.get('x-forwarded-for')).toBe('10.1.2.3');
    expect(headers.get('x-forwarded-host')).toBe('rates.example.com');
    expect(headers.get('x-forwarded-proto')).toBe('https');
    expect(headers.has('connection')).toBe(false);
    expect(call?.init.redirect).toBe('manual');
  });

  it('streams a request body and passes every Set-Cookie back', async () => {
    const { seen, fake } = recordingFetch(() => {
      const headers = new Headers();
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('{}', { headers });
    });
    const forward = createBackendFetch('http://api.internal:3001', fake);
    const response = await forward(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        body: '{"email":"a@b.c"}',
      }),
    );
    const init = seen[0]?.init;
    expect(init?.duplex).toBe('half');
    expect(init?.body).toBeInstanceOf(ReadableStream);
    expect(await new Response(init?.body).text()).toBe('{"email":"a@b.c"}');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('streams the response body and drops encodings fetch has already decoded', async () => {
    const { fake } = recordingFetch(
      () =>
        new Response('decoded text', {
          headers: {
            'content-encoding': 'gzip',
            'content-length': '5',
            'content-type': 'text/csv',
          },
        }),
    );
    const response = await createBackendFetch('http://api:1', fake)(new Request('http://w/api/x'));
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(response.headers.has('content-length')).toBe(false);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(await response.text()).toBe('decoded text');
  });

  it('answers 502 when the api cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const response = await createBackendFetch(
      'http://api:1',
      failing,
    )(new Request('http://w/api/health'));
    expect(response.status).toBe(502);
  });
});
