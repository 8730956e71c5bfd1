/**
 * The cross-site request check for state-changing server functions, as better-auth does it for
 * its own endpoints: a POST (PUT, PATCH, DELETE) that carries cookies must name, in Origin (or
 * else Referer), the app's own origin or a trusted one. Without cookies there is no session to
 * abuse, so such a request passes (scripts, health probes).
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginVerdict = 'allowed' | 'forbidden';

function originOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * `trustedOrigins` are origins such as `https://rates.example.com` (PUBLIC_BASE_URL); the
 * request's own origin (from its URL, i.e. the Host it was sent to) is always trusted.
 */
export function checkRequestOrigin(
  request: Request,
  trustedOrigins: readonly string[],
): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return 'allowed';
  const hasCookies = (request.headers.get('cookie') ?? '').trim() !== '';
  const claimed =
    originOf(request.headers.get('origin')) ?? originOf(request.headers.get('referer'));
  if (claimed === null) return hasCookies ? 'forbidden' : 'allowed';
  const own = new URL(request.url).origin;
  if (claimed === own) return 'allowed';
  return trustedOrigins.some((trusted) => originOf(trusted) === claimed) ? 'allowed' : 'forbidden';
}

export function crossOriginResponse(): Response {
  return Response.json(
    { message: 'Cross-origin request refused', code: 'INVALID_ORIGIN' },
    { status: 403 },
  );
}
