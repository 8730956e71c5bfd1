import { copyForwardableHeaders } from '#contract/http/forwardable-headers.ts';
import { createByteLimiter, declaresTooLargeBody, MAX_TUNNEL_BODY_BYTES } from './limit-body.ts';
import type { PosthogUpstreams } from './posthog-upstreams.ts';

export const INGEST_PREFIX = '/ingest';

export type IngestProxyOptions = {
  /** Undefined when no PostHog key is configured: every request then gets 404. */
  upstreams: PosthogUpstreams | undefined;
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  onUpstreamError?: (error: unknown) => void;
};

type StreamingRequestInit = RequestInit & { duplex?: 'half' };

/** Never sent upstream: the app's own session and credentials. */
const PRIVATE_REQUEST_HEADERS = ['cookie', 'authorization'];
/** Never passed back: bodies arrive decoded, and PostHog's cookies are not the app's. */
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'set-cookie'];

function targetUrl(request: Request, upstreams: PosthogUpstreams): URL | undefined {
  const url = new URL(request.url);
  if (url.pathname !== INGEST_PREFIX && !url.pathname.startsWith(`${INGEST_PREFIX}/`)) {
    return undefined;
  }
  const rest = url.pathname.slice(INGEST_PREFIX.length) || '/';
  const base = rest.startsWith('/static/') ? upstreams.assets : upstreams.api;
  // Concatenated, never resolved: a path such as //elsewhere stays a path on the upstream.
  const target = new URL(`${base}${rest}${url.search}`);
  return target.origin === new URL(base).origin ? target : undefined;
}

function clientIp(request: Request): string | undefined {
  const ip: unknown = Reflect.get(request, 'ip');
  return typeof ip === 'string' && ip !== '' ? ip : undefined;
}

/**
 * The `/ingest/*` reverse proxy to PostHog: path and query kept, hop-by-hop headers and the app's
 * cookies dropped, the body streamed with a size cap (413 above it), redirects not followed.
 */
export function createIngestProxy(options: IngestProxyOptions) {
  const maxBytes = options.maxBodyBytes ?? MAX_TUNNEL_BODY_BYTES;
  const doFetch = options.fetch ?? fetch;
  return async function proxyIngest(request: Request): Promise<Response> {
    const target = options.upstreams && targetUrl(request, options.upstreams);
    if (!target) return new Response('Not found', { status: 404 });
    if (declaresTooLargeBody(request, maxBytes)) {
      return new Response('Payload too large', { status: 413 });
    }
    const headers = copyForwardableHeaders(request.headers, PRIVATE_REQUEST_HEADERS);
    const ip = clientIp(request);
    if (ip) headers.set('x-forwarded-for', ip);
    const limiter = createByteLimiter(maxBytes);
    const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
    const init: StreamingRequestInit = {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: request.body?.pipeThrough(limiter.stream), duplex: 'half' } : {}),
    };
    let upstream: Response;
    try {
      upstream = await doFetch(target, init);
    } catch (error) {
      if (limiter.exceeded()) return new Response('Payload too large', { status: 413 });
      options.onUpstreamError?.(error);
      return new Response('Bad gateway', { status: 502 });
    }
    if (limiter.exceeded()) return new Response('Payload too large', { status: 413 });
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: copyForwardableHeaders(upstream.headers, DROPPED_RESPONSE_HEADERS),
    });
  };
}
