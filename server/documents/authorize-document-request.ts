import { readBearerToken } from '#contract/auth/bearer-token.ts';
import type { DocumentRouteDeps } from './document-route-deps.ts';
import { verifySignedUrl } from './signed-url.ts';

export type DocumentAuthorization =
  | { ok: true; params: URLSearchParams }
  | { ok: false; response: Response };

/** A short plain-text refusal. */
export function textResponse(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Lets a document request through when its URL carries a valid, unexpired signature, or (when
 * `allowBearer`) a valid Bearer token. Tampered or expired links answer 403 with a short text.
 */
export async function authorizeDocumentRequest(
  request: Request,
  deps: DocumentRouteDeps,
  allowBearer: boolean,
): Promise<DocumentAuthorization> {
  const url = new URL(request.url);
  const nowSeconds = Math.floor((deps.now?.() ?? Date.now()) / 1000);
  const check = verifySignedUrl(deps.signingKey(), url, nowSeconds);
  if (check.ok) return check;
  const header = request.headers.get('authorization');
  if (check.reason === 'missing' && allowBearer && header && deps.verifyBearer) {
    const token = readBearerToken(header);
    if (token && (await deps.verifyBearer(token))) return { ok: true, params: url.searchParams };
    return {
      ok: false,
      response: textResponse(403, 'Forbidden: the token is invalid or has expired.'),
    };
  }
  const text =
    check.reason === 'expired'
      ? 'Forbidden: this link has expired. Open the document again to get a fresh link.'
      : check.reason === 'missing'
        ? 'Forbidden: this address needs a signed link.'
        : 'Forbidden: this link is not valid.';
  return { ok: false, response: textResponse(403, text) };
}
