import { copyForwardableHeaders } from './forwardable-headers.ts';

/** A fetch-API handler: the api handler in-process, or a proxy to another process. */
export type BackendFetch = (request: Request) => Promise<Response>;

/** Response headers that no longer describe the body once fetch has decoded it. */
const DECODED_BODY_HEADERS = ['content-encoding', 'content-length'];

/**
 * A reverse proxy to the api at `backendUrl`: the request's path and query go to that origin with
 * its headers minus hop-by-hop ones; X-Forwarded-Host/-Proto name the browser-facing origin and
 * X-Forwarded-For the client (hardenRequest has already reduced them to the values this process
 * believes). Bodies stream both ways; redirects and Set-Cookie pass through untouched; an api that
 * cannot be reached answers 502.
 */
export function createBackendFetch(backendUrl: string, fetchImpl: typeof fetch = fetch) {
  const base = new URL(backendUrl);
  return async function forwardToBackend(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, base);
    const headers = copyForwardableHeaders(request.headers);
    if (!headers.has('x-forwarded-host')) headers.set('x-forwarded-host', url.host);
    if (!headers.has('x-forwarded-proto'))
      headers.set('x-forwarded-proto', url.protocol.slice(0, -1));
    const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
    };
    let upstream: Response;
    try {
      upstream = await fetchImpl(target, init);
    } catch (error) {
      if (request.signal.aborted) throw error;
      // The api is down or restarting: the gateway's answer, not a bug of this process.
      return new Response('Bad gateway: the api is not reachable', { status: 502 });
    }
    if (!upstream.headers.has('content-encoding')) return upstream;
    const responseHeaders = new Headers(upstream.headers);
    for (const name of DECODED_BODY_HEADERS) responseHeaders.delete(name);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    });
  };
}
