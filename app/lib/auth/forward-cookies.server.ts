import { appendResponseHeader } from '@tanstack/react-start/server';

/** Passes the Set-Cookie headers of an auth call made on the server on to the browser. */
export function forwardCookies(headers: Headers | null | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) appendResponseHeader('set-cookie', cookie);
}
