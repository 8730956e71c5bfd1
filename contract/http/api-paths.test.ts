import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('isApiPath', () => {
  it.each([
    '/rpc/rfi.v1.FilingService/ListFilings',
    '/api/health',
    '/api/auth/sign-in/email',
    '/api/session',
    '/api/documents/ABC-1.pdf',
    '/ingest/e/',
    '/sentry',
  ])('%s belongs to the api', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/filings', '/_server/abc', '/assets/main.js', '/apiary', '/sentryx', '/rpc'])(
    '%s belongs to the web tier',
    (path) => {
      expect(isApiPath(path)).toBe(false);
    },
  );
});
