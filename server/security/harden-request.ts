import { bodyLimitFor, payloadTooLarge, readBodyWithin } from './body-limits.ts';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Headers a client could send to pose as someone else; rewritten from what the server knows. */
const FORWARDED_HEADERS = ['forwarded', 'x-real-ip', 'x-client-ip', 'cf-connecting-ip'];

/**
 * The client address srvx derived for the request: the socket's peer, or (only when TRUST_PROXY
 * lets it believe the proxy) the forwarded client.
 */
export function clientAddressOf(request: Request): string | undefined {
  const ip: unknown = Reflect.get(request, 'ip');
  return typeof ip === 'string' && ip !== '' ? ip : undefined;
}

/** Node's error for a request whose client disconnected before its body was complete. */
function isClientGone(error: unknown): boolean {
  return error instanceof Error && Reflect.get(error, 'code') === 'ECONNRESET';
}

/**
 * The answer to a request whose client left mid-body: nobody reads it, and it is not a server
 * error (nginx's 499), so it is neither handled further nor logged as a failure.
 */
function clientClosedRequest(): Response {
  return new Response(null, { status: 499, headers: { connection: 'close' } });
}

/**
 * Wraps the app's fetch handler: the body is read up to the endpoint's limit (413 above it), and
 * X-Forwarded-For/-Proto/-Host are replaced by the single values srvx resolved (so the sign-in rate
 * limit, which keys on X-Forwarded-For, sees the real client unless TRUST_PROXY says a proxy set
 * them). The new request keeps `ip` for code that reads it.
 */
export function hardenRequest(handler: FetchHandler): FetchHandler {
  return async (request) => {
    const url = new URL(request.url);
    const ip = clientAddressOf(request);
    let body: Uint8Array<ArrayBuffer> | null = null;
    const canHaveBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (canHaveBody && request.body) {
      const limit = bodyLimitFor(url.pathname);
      let read: Uint8Array<ArrayBuffer> | undefined;
      try {
        read = await readBodyWithin(request.body, limit);
      } catch (error) {
        if (request.signal.aborted || isClientGone(error)) return clientClosedRequest();
        throw error;
      }
      if (!read) return payloadTooLarge(limit);
      body = read;
    }
    const headers = new Headers(request.headers);
    for (const name of FORWARDED_HEADERS) headers.delete(name);
    if (ip) headers.set('x-forwarded-for', ip);
    else headers.delete('x-forwarded-for');
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    headers.set('x-forwarded-host', url.host);
    const hardened = new Request(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
    Object.defineProperty(hardened, 'ip', { value: ip, enumerable: true });
    const response = await handler(hardened);
    // A handler that failed because its client left (TanStack answers a server function whose
    // request was aborted with 500) has failed nobody: record it as the client's doing.
    if (response.status >= 500 && request.signal.aborted) return clientClosedRequest();
    return response;
  };
}
