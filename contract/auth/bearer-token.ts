/** An `Authorization: Bearer <JWT>` header: three base64url parts separated by dots. */
const BEARER_PATTERN = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The JWT of a Bearer authorization header, or undefined when absent or malformed. */
export function readBearerToken(header: string | null | undefined): string | undefined {
  return header ? BEARER_PATTERN.exec(header.trim())?.[1] : undefined;
}

/** The header value that carries a token. */
export function bearerHeader(token: string): string {
  return `Bearer ${token}`;
}
