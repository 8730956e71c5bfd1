import '@tanstack/react-start/server-only';
import type { Interceptor } from '@connectrpc/connect';
import { getRequest } from '@tanstack/react-start/server';
import { READ_AFTER_HEADER, readAfterFromCookie } from '#contract/http/read-after.ts';

/**
 * Server rendering calls the api without the browser's cookies: this passes on the one the api
 * needs for read-your-writes (the browser's last write, ADR 028) as the read-after header.
 */
function browserCookies(): string | null {
  try {
    return getRequest().headers.get('cookie');
  } catch {
    return null; // not inside a browser's request
  }
}

export function createReadAfterInterceptor(): Interceptor {
  return (next) => async (request) => {
    const marker = readAfterFromCookie(browserCookies());
    if (marker) request.header.set(READ_AFTER_HEADER, marker);
    return next(request);
  };
}
