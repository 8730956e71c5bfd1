import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';

const jwkSchema = z.looseObject({ kty: z.string() });
const jwksRowSchema = z.object({
  id: z.string(),
  publicKey: z.string(),
  alg: z.string().nullable(),
});

/** The public keys the local provider signs with, as a JWKS (kid = row id). */
export async function readLocalJwks(db: Database): Promise<{ keys: JWK[] }> {
  const rows = await db.query<unknown>(
    `select id, "publicKey", alg from ${AUTH_TABLES.jwks} where "expiresAt" is null or "expiresAt" > now()`,
  );
  const keys = rows.map((raw) => {
    const row = jwksRowSchema.parse(raw);
    const jwk = jwkSchema.parse(JSON.parse(row.publicKey));
    return { ...jwk, kid: row.id, alg: row.alg ?? 'EdDSA' } as JWK;
  });
  return { keys };
}

/**
 * Verification keys of the local provider, read from the database (so a separate api process
 * sees the same keys), cached per process and re-read when a token names an unknown key.
 */
export function createDatabaseJwks(db: Database, maxAgeMs = 5 * 60_000): JWTVerifyGetKey {
  let cached: { getKey: JWTVerifyGetKey; loadedAt: number } | undefined;
  const load = async () => {
    cached = { getKey: createLocalJWKSet(await readLocalJwks(db)), loadedAt: Date.now() };
    return cached.getKey;
  };
  return async (header, token) => {
    const fresh = cached && Date.now() - cached.loadedAt < maxAgeMs;
    const getKey = fresh && cached ? cached.getKey : await load();
    try {
      return await getKey(header, token);
    } catch (error) {
      // A key created since the last read (first token after start, or a rotation).
      if (cached && Date.now() - cached.loadedAt < 1000) throw error;
      return (await load())(header, token);
    }
  };
}

/** Clerk's keys, fetched from the instance's frontend API and cached (jose handles rotation). */
export function createClerkJwks(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), {
    cacheMaxAge: 10 * 60_000,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
}

export function clerkJwksUrl(frontendApi: string): string {
  return `https://${frontendApi}/.well-known/jwks.json`;
}

export function clerkIssuer(frontendApi: string): string {
  return `https://${frontendApi}`;
}
