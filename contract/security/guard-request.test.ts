import { describe, expect, it } from 'vitest';
import { isHostAllowed, toBetterAuthHostPatterns } from './allowed-hosts.ts';
import { checkRequestOrigin } from './check-origin.ts';
import { guardRequest } from './guard-request.ts';

const APP = 'https://rates.example.com';

function post(url: string, headers: Record<string, string>): Request {
  return new Request(url, { method: 'POST', headers, body: '{}' });
}

describe('isHostAllowed', () => {
  it('matches exact names (any port), name:port, subdomain wildcards and *', () => {
    expect(isHostAllowed('rates.example.com', ['rates.example.com'])).toBe(true);
    expect(isHostAllowed('RATES.example.com:8443', ['rates.example.com'])).toBe(true);
    expect(isHostAllowed('rates.example.com:8443', ['rates.example.com:443'])).toBe(false);
    expect(isHostAllowed('a.example.org', ['*.example.org'])).toBe(true);
    expect(isHostAllowed('example.org', ['*.example.org'])).toBe(false);
    expect(isHostAllowed('evil.example', ['rates.example.com', '*.example.org'])).toBe(false);
    expect(isHostAllowed('rates.example.com.evil.example', ['rates.example.com'])).toBe(false);
    expect(isHostAllowed('anything', ['*'])).toBe(true);
    expect(isHostAllowed('[::1]:3000', ['[::1]'])).toBe(true);
    expect(isHostAllowed('', ['rates.example.com'])).toBe(false);
  });
});

describe('toBetterAuthHostPatterns', () => {
  it('lets better-auth accept a port wherever the pattern names none', () => {
    expect(toBetterAuthHostPatterns(['127.0.0.1', 'a.example:8443', '*.example.org', '*'])).toEqual(
      ['127.0.0.1', '127.0.0.1:*', 'a.example:8443', '*.example.org', '*.example.org:*', '*'],
    );
  });
});

describe('checkRequestOrigin', () => {
  it('lets safe methods through and trusts the own and the configured origins', () => {
    expect(checkRequestOrigin(new Request(`${APP}/_serverFn/x`), [])).toBe('allowed');
    const own = post(`${APP}/_serverFn/x`, { origin: APP, cookie: 's=1' });
    expect(checkRequestOrigin(own, [])).toBe('allowed');
    const viaProxyName = post('http://127.0.0.1:3000/_serverFn/x', { origin: APP, cookie: 's=1' });
    expect(checkRequestOrigin(viaProxyName, [])).toBe('forbidden');
    expect(checkRequestOrigin(viaProxyName, [APP])).toBe('allowed');
  });

  it('refuses another origin, a null origin, and a cookie without any origin', () => {
    const evil = post(`${APP}/_serverFn/x`, { origin: 'https://evil.example', cookie: 's=1' });
    expect(checkRequestOrigin(evil, [APP])).toBe('forbidden');
    const evilNoCookie = post(`${APP}/_serverFn/x`, { origin: 'https://evil.example' });
    expect(checkRequestOrigin(evilNoCookie, [APP])).toBe('forbidden');
    const nullOrigin = post(`${APP}/_serverFn/x`, { origin: 'null', cookie: 's=1' });
    expect(checkRequestOrigin(nullOrigin, [APP])).toBe('forbidden');
    const bare = post(`${APP}/_serverFn/x`, { cookie: 's=1' });
    expect(checkRequestOrigin(bare, [APP])).toBe('forbidden');
    const referer = post(`${APP}/_serverFn/x`, { referer: `${APP}/account`, cookie: 's=1' });
    expect(checkRequestOrigin(referer, [])).toBe('allowed');
    const noCookie = post(`${APP}/_serverFn/x`, {});
    expect(checkRequestOrigin(noCookie, [])).toBe('allowed');
  });
});

describe('guardRequest', () => {
  const config = { allowedHosts: ['rates.example.com'], trustedOrigins: [APP] };
  const status = (url: string, handlerType: 'serverFn' | 'router', headers = {}) => {
    const request = post(url, headers);
    return guardRequest({ request, pathname: new URL(url).pathname, handlerType }, config)?.status;
  };

  it('answers 400 to an unknown host on pages, sign-in and server functions', () => {
    expect(status('https://evil.example/api/auth/request-password-reset', 'router')).toBe(400);
    expect(status('https://evil.example/_serverFn/abc', 'serverFn')).toBe(400);
    expect(status('https://evil.example/home', 'router')).toBe(400);
    expect(status(`${APP}/api/auth/request-password-reset`, 'router')).toBeUndefined();
  });

  it('leaves token-authenticated endpoints and probes to their own checks', () => {
    expect(status('http://10.0.0.5:3000/api/health', 'router')).toBeUndefined();
    expect(status('http://localhost:3000/rpc/x.v1.S/M', 'router')).toBeUndefined();
  });

  it('answers 403 to a cross-origin server function call, not to a same-origin one', () => {
    const evil = { origin: 'https://evil.example', cookie: 's=1' };
    expect(status(`${APP}/_serverFn/abc`, 'serverFn', evil)).toBe(403);
    expect(status(`${APP}/_serverFn/abc`, 'serverFn', { origin: APP, cookie: 's=1' })).toBe(
      undefined,
    );
  });
});
