/** Where a signed-in user lands when there is no (acceptable) redirect. */
export const DEFAULT_AFTER_SIGN_IN = '/home';

const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * The redirect target after sign-in, only when it is a same-origin relative path such as
 * `/filings?states=%5B%22TX%22%5D`; anything else (`//evil.com`, `https://evil.com`,
 * `/\evil.com`, `javascript:...`, control characters, the auth pages themselves) gives `fallback`.
 */
export function sanitizeRedirect(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines, which would turn /\evil.com into //evil.com.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters on purpose
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (['/login', '/forgot-password', '/reset-password'].includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
