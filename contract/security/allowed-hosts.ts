/**
 * Host-header checks. The Host (or, behind a trusted proxy, X-Forwarded-Host) of a request is
 * chosen by the client; the app never builds links from it (emails use PUBLIC_BASE_URL), and
 * requests naming a host outside AUTH_ALLOWED_HOSTS are refused with 400 before sign-in code sees
 * them (better-auth would otherwise fail with 500).
 */

/** Lower-cased host with its port, or without when the pattern names none. */
function matchesPattern(host: string, hostname: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  if (wanted === '*') return true;
  const subject = /^(?:\[[^\]]*\]|[^:[\]]+):\d+$/.test(wanted) ? host : hostname;
  if (wanted.startsWith('*.')) return subject.endsWith(wanted.slice(1));
  return subject === wanted;
}

/**
 * True when `host` ("name" or "name:port", as in a Host header) matches one of `patterns`:
 * `*` (any), an exact name (any port), `name:port`, or `*.example.org` (any subdomain).
 */
export function isHostAllowed(
  host: string | null | undefined,
  patterns: readonly string[],
): boolean {
  if (!host) return patterns.includes('*');
  const normalized = host.trim().toLowerCase();
  const hostname = normalized.startsWith('[')
    ? normalized.slice(0, normalized.indexOf(']') + 1)
    : (normalized.split(':')[0] ?? '');
  return patterns.some((pattern) => matchesPattern(normalized, hostname, pattern));
}

/** The answer to a request for a host the app does not serve. */
export function unknownHostResponse(): Response {
  return Response.json(
    { message: 'This host name is not served here', code: 'HOST_NOT_ALLOWED' },
    { status: 400 },
  );
}

/**
 * The same hosts in better-auth's pattern language, where a name matches only without a port:
 * a pattern without a port gets a `name:*` twin, so better-auth accepts what isHostAllowed does.
 */
export function toBetterAuthHostPatterns(patterns: readonly string[]): string[] {
  const hasPort = /^(?:\[[^\]]*\]|[^:[\]]+):\d+$/;
  return patterns.flatMap((pattern) =>
    pattern === '*' || hasPort.test(pattern) ? [pattern] : [pattern, `${pattern}:*`],
  );
}
