/** Hop-by-hop headers (RFC 9110 7.6.1) and others that must not cross a proxy. */
const ALWAYS_DROPPED = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

/**
 * A copy of `headers` without hop-by-hop headers (including those named in Connection) and
 * without `extraDropped` (e.g. the app's cookies, which must never reach a third party).
 */
export function copyForwardableHeaders(
  headers: Headers,
  extraDropped: readonly string[] = [],
): Headers {
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const dropped = new Set([...ALWAYS_DROPPED, ...named, ...extraDropped]);
  const copy = new Headers();
  headers.forEach((value, name) => {
    if (!dropped.has(name.toLowerCase())) copy.append(name, value);
  });
  return copy;
}
