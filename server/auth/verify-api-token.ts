import { type JWTVerifyGetKey, jwtVerify } from 'jose';
import { tokenClaimsSchema, toVerifiedAuth } from './token-claims.ts';
import type { VerifiedAuth } from './verified-auth.ts';

/** Any reason a token is refused; the message is for logs, never for the client. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export type TokenVerifier = (token: string) => Promise<VerifiedAuth>;

export type TokenVerifierConfig = {
  provider: VerifiedAuth['provider'];
  /** Where the public keys come from: the local JWKS or Clerk's. */
  keys: JWTVerifyGetKey;
  issuer: string;
  /** Checked when set (local tokens always carry it; Clerk session tokens carry none). */
  audience?: string;
  /** Seconds of clock skew tolerated on exp/iat/nbf. */
  clockToleranceSeconds?: number;
  /** Most verified tokens remembered (0: none); see createTokenVerifier. */
  cacheSize?: number;
  /**
   * Asked on every call, remembered token or not: is the token's sign-in session still live?
   * Local tokens: yes until sign-out or a password change/reset (server/auth/session-liveness.ts).
   */
  isSessionLive?: (auth: VerifiedAuth) => Promise<boolean>;
  now?: () => number;
};

/** Verified tokens remembered per verifier: a few per signed-in user and browser tab. */
export const VERIFIED_TOKEN_CACHE_SIZE = 1000;

const ALGORITHMS = ['EdDSA', 'ES256', 'ES512', 'RS256', 'PS256'];

/**
 * Checks signature, issuer, audience and expiry (always required), then the claims' shape. A token
 * that passed is remembered until it expires (the signature check cost more than most api calls,
 * and a client sends the same token for minutes): the exact same string is accepted again without
 * the check while `exp` (with the clock tolerance) is ahead. Refusals are never remembered. The
 * session check (isSessionLive) runs on every call, so a remembered token dies with its session.
 */
export function createTokenVerifier(config: TokenVerifierConfig): TokenVerifier {
  const verify = createUncachedVerifier(config);
  const maxEntries = config.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  const now = config.now ?? Date.now;
  const tolerance = config.clockToleranceSeconds ?? 5;
  const verified = new Map<string, VerifiedAuth>();
  // Each call gets its own copy: services must not be able to change what the next call sees.
  const copy = (auth: VerifiedAuth): VerifiedAuth => ({
    ...auth,
    organizationPermissions: [...auth.organizationPermissions],
  });
  const checkSession = async (auth: VerifiedAuth): Promise<VerifiedAuth> => {
    if (config.isSessionLive && !(await config.isSessionLive(auth))) {
      throw new InvalidTokenError('the session of this token has ended');
    }
    return copy(auth);
  };
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt + tolerance > now() / 1000) return checkSession(known);
    verified.delete(token);
    const auth = await verify(token);
    if (maxEntries > 0) {
      verified.set(token, auth);
      for (const oldest of verified.keys()) {
        if (verified.size <= maxEntries) break;
        verified.delete(oldest);
      }
    }
    return checkSession(auth);
  };
}

function createUncachedVerifier(config: TokenVerifierConfig): TokenVerifier {
  return async (token) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, config.keys, {
        issuer: config.issuer,
        ...(config.audience ? { audience: config.audience } : {}),
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: config.clockToleranceSeconds ?? 5,
        ...(config.now ? { currentDate: new Date(config.now()) } : {}),
      }));
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('token claims have the wrong shape');
    return toVerifiedAuth(claims.data, config.provider);
  };
}
