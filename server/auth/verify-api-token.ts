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
};

const ALGORITHMS = ['EdDSA', 'ES256', 'ES512', 'RS256', 'PS256'];

/** Checks signature, issuer, audience and expiry (always required), then the claims' shape. */
export function createTokenVerifier(config: TokenVerifierConfig): TokenVerifier {
  return async (token) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, config.keys, {
        issuer: config.issuer,
        ...(config.audience ? { audience: config.audience } : {}),
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: config.clockToleranceSeconds ?? 5,
      }));
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('token claims have the wrong shape');
    return toVerifiedAuth(claims.data, config.provider);
  };
}
