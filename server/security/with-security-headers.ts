import { randomBytes } from 'node:crypto';
import { addScriptNonce } from './add-script-nonce.ts';
import {
  bodyLimitFor,
  DISCARD_MAX_BYTES,
  declaredLength,
  declaresLargerBody,
  discardBody,
  payloadTooLarge,
} from './body-limits.ts';
import { buildSecurityHeaders } from './security-headers.ts';

type Next = () => Response | Promise<Response>;
export type SecurityMiddleware = (request: Request, next: Next) => Promise<Response>;

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}

function setHeaders(headers: Headers, nonce: string, secure: boolean): void {
  for (const [name, value] of Object.entries(buildSecurityHeaders(nonce, secure))) {
    headers.set(name, value);
  }
}

/**
 * `response` with the hardening headers, and a nonce on its inline scripts if HTML. Only an HTML
 * body is rewritten (a new Response around the transformed stream). Any other response keeps its
 * body untouched and gets the headers set in place: srvx's static files are FastResponses over a
 * Node stream that srvx pipes itself, and reading `.body` would have turned that stream into a
 * web stream whose end-of-file close throws outside any promise chain when the client has just
 * gone (see with-security-headers-abort.test.ts). Responses with immutable headers (redirects,
 * fetched ones) are copied.
 */
export function secureResponse(response: Response, nonce: string, secure: boolean): Response {
  if (!isHtml(response) || !response.body) {
    try {
      setHeaders(response.headers, nonce, secure);
      return response;
    } catch {
      // Immutable headers: copy below.
    }
  }
  const headers = new Headers(response.headers);
  setHeaders(headers, nonce, secure);
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (body && isHtml(response)) {
    body = addScriptNonce(body, nonce);
    headers.delete('content-length');
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The first srvx middleware: refuses bodies that declare more than the endpoint's limit (413)
 * (reading and dropping one of at most DISCARD_MAX_BYTES first, so its client, still uploading,
 * gets the answer rather than a reset), and puts the security headers on every response, static files
 * included. (Bodies without a declared length are capped while read, see hardenRequest.)
 */
export function createSecurityMiddleware(): SecurityMiddleware {
  return async (request, next) => {
    const nonce = randomBytes(16).toString('base64');
    const url = new URL(request.url);
    const secure = url.protocol === 'https:';
    const limit = bodyLimitFor(url.pathname);
    if (declaresLargerBody(request, limit)) {
      if ((declaredLength(request) ?? Number.POSITIVE_INFINITY) <= DISCARD_MAX_BYTES)
        await discardBody(request.body);
      return secureResponse(payloadTooLarge(limit), nonce, secure);
    }
    return secureResponse(await next(), nonce, secure);
  };
}
