import { createHmac } from 'node:crypto';
import { resolveAuthSecret } from '#server/config/auth-secret.ts';
import { getServerEnv } from '#server/config/server-env.ts';

/** Derives the signed-link key from the auth secret (a separate key per purpose). */
export function deriveSigningKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret)
    .update('rate-filing-intelligence/signed-links/v1')
    .digest();
}

let cached: Buffer | undefined;

/** The process's signed-link key: derived from AUTH_SECRET (or the secret kept in DATA_DIR). */
export function getSigningKey(): Buffer {
  if (cached) return cached;
  const env = getServerEnv();
  cached = deriveSigningKey(
    resolveAuthSecret({ AUTH_SECRET: env.AUTH_SECRET, DATA_DIR: env.DATA_DIR }),
  );
  return cached;
}

/** Signed links last this long (SIGNED_LINK_TTL_SECONDS, 900 by default). */
export function getSignedLinkTtlSeconds(): number {
  return getServerEnv().SIGNED_LINK_TTL_SECONDS;
}
