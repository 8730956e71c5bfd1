import { randomBytes } from 'node:crypto';
import { addScriptNonce } from './add-script-nonce.ts';
import { bodyLimitFor, declaresLargerBody, payloadTooLarge } from './body-limits.ts';
import { buildSecurityHeaders } from './security-headers.ts';

type Next = () => Response | Promise<Response>;
export type SecurityMiddleware = (request: Request, next: Next) => Promise<Response>;

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}

/** A copy of `response` with the hardening headers, and a nonce on its inline scripts if HTML. */
export function secureResponse(response: Response, nonce: string, secure: boolean): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(buildSecurityHeaders(nonce, secure))) {
    headers.set(name, value);
  }
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (body && isHtml(response)) {
    body = addScriptNonce(body, nonce);
    headers.delete('content-length');
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The first srvx middleware: refuses bodies that declare more than the endpoint's limit (413)
 * before anything reads them, and puts the security headers on every response, static files
 * included. (Bodies without a declared length are capped while read, see hardenRequest.)
 */
export function createSecurityMiddleware(): SecurityMiddleware {
  return async (request, next) => {
    const nonce = randomBytes(16).toString('base64');
    const url = new URL(request.url);
    const secure = url.protocol === 'https:';
    const limit = bodyLimitFor(url.pathname);
    if (declaresLargerBody(request, limit)) {
      return secureResponse(payloadTooLarge(limit), nonce, secure);
    }
    return secureResponse(await next(), nonce, secure);
  };
}
