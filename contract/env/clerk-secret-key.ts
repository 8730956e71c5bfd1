/**
 * Clerk secret key check (server only: the secret never reaches the browser). The publishable
 * key, which both tiers read, is checked by contract/env/clerk-publishable-key.ts.
 */
const SECRET_KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]+$/;

export const SECRET_KEY_FORMAT_MESSAGE =
  'Malformed Clerk secret key: expected sk_test_ or sk_live_ followed by the key (Clerk dashboard, API keys)';

export function isClerkSecretKey(value: string): boolean {
  return SECRET_KEY_PATTERN.test(value);
}
