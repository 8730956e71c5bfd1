import { createHmac, timingSafeEqual } from 'node:crypto';

const EXPIRES = 'expires';
const SIGNATURE = 'signature';

/** The signed string: the path and its parameters (sorted, without the signature) and the expiry. */
function canonicalString(pathname: string, params: URLSearchParams, expires: number): string {
  const rest = new URLSearchParams([...params].filter(([k]) => k !== EXPIRES && k !== SIGNATURE));
  rest.sort();
  return `${pathname}\n${rest.toString()}\n${expires}`;
}

function hmac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

/**
 * A root-relative URL for `pathname` (+ `params`) that is valid until `expiresAt` (seconds since
 * the epoch): HMAC-SHA256 over path, parameters and expiry.
 */
export function signUrl(
  key: Buffer,
  pathname: string,
  params: URLSearchParams,
  expiresAt: number,
): string {
  const signature = hmac(key, canonicalString(pathname, params, expiresAt)).toString('base64url');
  const query = new URLSearchParams(params);
  query.set(EXPIRES, String(expiresAt));
  query.set(SIGNATURE, signature);
  return `${pathname}?${query.toString()}`;
}

export type SignedUrlCheck =
  | { ok: true; params: URLSearchParams }
  | { ok: false; reason: 'missing' | 'tampered' | 'expired' };

/** Checks a request URL's signature and expiry; `params` are its parameters without both. */
export function verifySignedUrl(key: Buffer, url: URL, nowSeconds: number): SignedUrlCheck {
  const expiresText = url.searchParams.get(EXPIRES);
  const signatureText = url.searchParams.get(SIGNATURE);
  if (!expiresText || !signatureText) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: 'tampered' };
  const expires = Number(expiresText);
  const expected = hmac(key, canonicalString(url.pathname, url.searchParams, expires));
  const given = Buffer.from(signatureText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'tampered' };
  }
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  const params = new URLSearchParams(
    [...url.searchParams].filter(([k]) => k !== EXPIRES && k !== SIGNATURE),
  );
  return { ok: true, params };
}
