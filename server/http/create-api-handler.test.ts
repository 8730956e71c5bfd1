import { describe, expect, it } from 'vitest';
import { isApiPath } from '#contract/http/api-paths.ts';
import type { ApiRoute } from './api-routes.ts';
import { API_ROUTES } from './api-routes.ts';
import { createApiHandler } from './create-api-handler.ts';

const answer = (text: string) => async () => new Response(text);

const routes: ApiRoute[] = [
  {
    methods: ['GET'],
    pattern: /^\/api\/briefs\/([^/]+)$/,
    handle: (_r, [id]) => answer(`brief ${id}`)(),
  },
  { methods: '*', pattern: /^\/rpc\/.+$/, handle: answer('rpc') },
  { methods: ['GET'], pattern: /^\/api\/.+$/, handle: answer('catch-all') },
];

const call = (path: string, method = 'GET') =>
  createApiHandler(routes)(new Request(`http://localhost${path}`, { method }));

describe('createApiHandler', () => {
  it('serves a path with the first matching route, its captures as parameters', async () => {
    expect(await (await call('/api/briefs/b-7')).text()).toBe('brief b-7');
    expect(await (await call('/api/health')).text()).toBe('catch-all');
    expect(await (await call('/rpc/x.v1.S/M', 'POST')).text()).toBe('rpc');
  });

  it('answers 405 with Allow for a method the route does not serve', async () => {
    const response = await call('/api/briefs/b-7', 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('answers 404 for a path no route serves', async () => {
    const response = await call('/filings');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('API_ROUTES', () => {
  it.each([
    '/rpc/ratefiling.v1.FilingService/ListFilings',
    '/api/auth/sign-in/email',
    '/api/session',
    '/api/health',
    '/api/ready',
    '/api/exports/filings.csv',
    '/api/exports/pdfs.zip',
    '/api/briefs/abc',
    '/api/documents/ABC-1.pdf',
    '/ingest/e/',
    '/sentry',
  ])('serves %s, which the web tier forwards to the api', (path) => {
    expect(API_ROUTES.some((route) => route.pattern.test(path))).toBe(true);
    expect(isApiPath(path)).toBe(true);
  });
});
