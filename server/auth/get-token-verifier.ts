import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import { API_TOKEN_AUDIENCE, LOCAL_TOKEN_ISSUER } from './auth-constants.ts';
import { clerkIssuer, clerkJwksUrl, createClerkJwks, createDatabaseJwks } from './jwks-sources.ts';
import { createSessionLivenessCheck } from './session-liveness.ts';
import { createTokenVerifier, type TokenVerifier } from './verify-api-token.ts';

let verifier: Promise<TokenVerifier> | undefined;

async function buildVerifier(): Promise<TokenVerifier> {
  const env = getServerEnv();
  if (env.AUTH_PROVIDER === 'clerk') {
    return createTokenVerifier({
      provider: 'clerk',
      keys: createClerkJwks(clerkJwksUrl(env.CLERK_FRONTEND_API)),
      issuer: clerkIssuer(env.CLERK_FRONTEND_API),
    });
  }
  const db = await getDatabase();
  return createTokenVerifier({
    provider: 'local',
    keys: createDatabaseJwks(db),
    issuer: LOCAL_TOKEN_ISSUER,
    audience: API_TOKEN_AUDIENCE,
    // Sign-out and password changes end the session in the database: its tokens die with it.
    isSessionLive: createSessionLivenessCheck(db),
  });
}

/**
 * The process's api-token verifier: Clerk's JWKS when Clerk is configured, otherwise the local
 * provider's keys from the database plus the session check (a token is refused within
 * SESSION_CHECK_TTL_MS of its session ending). Built once, on first use. Clerk's session tokens
 * live 60 s and Clerk ends them at sign-out; the api does not ask Clerk about sessions (ADR 010).
 */
export function getTokenVerifier(): Promise<TokenVerifier> {
  if (verifier) return verifier;
  const building = buildVerifier();
  building.catch(() => {
    if (verifier === building) verifier = undefined;
  });
  verifier = building;
  return building;
}
