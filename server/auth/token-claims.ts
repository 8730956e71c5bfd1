import { z } from 'zod';
import type { VerifiedAuth } from './verified-auth.ts';

const unixSeconds = z.number().int().nonnegative();

/** The claims the api reads, from local tokens and from Clerk session tokens (v1 and v2). */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: unixSeconds,
  iat: unixSeconds.optional(),
  sid: z.string().optional(),
  // local tokens and Clerk v1
  org_id: z.string().optional(),
  org_role: z.string().optional(),
  org_permissions: z.array(z.string()).optional(),
  /** Local: Unix seconds of the first and second factor verification (-1 = none). */
  fvt: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** Clerk: minutes since the first and second factor verification (-1 = none). */
  fva: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** Clerk v2 organization claim. */
  o: z
    .object({ id: z.string(), rol: z.string().optional(), per: z.string().optional() })
    .optional(),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

function stripOrgPrefix(value: string): string {
  return value.startsWith('org:') ? value.slice(4) : value;
}

function factorTimes(claims: TokenClaims): [number | null, number | null] {
  if (claims.fvt)
    return [claims.fvt[0] < 0 ? null : claims.fvt[0], claims.fvt[1] < 0 ? null : claims.fvt[1]];
  if (claims.fva && claims.iat !== undefined) {
    const at = (minutes: number) => (minutes < 0 ? null : (claims.iat ?? 0) - minutes * 60);
    return [at(claims.fva[0]), at(claims.fva[1])];
  }
  return [null, null];
}

/** Turns verified claims into the caller the services see. */
export function toVerifiedAuth(
  claims: TokenClaims,
  provider: VerifiedAuth['provider'],
): VerifiedAuth {
  const organizationId = claims.o?.id ?? claims.org_id ?? null;
  const role = claims.o?.rol ?? claims.org_role ?? null;
  const permissions =
    claims.org_permissions ?? (claims.o?.per ? claims.o.per.split(',').filter(Boolean) : []);
  const [first, second] = factorTimes(claims);
  return {
    provider,
    userId: claims.sub,
    sessionId: claims.sid ?? null,
    organizationId,
    organizationRole: organizationId && role ? stripOrgPrefix(role) : null,
    organizationPermissions: organizationId ? permissions.map(stripOrgPrefix) : [],
    firstFactorVerifiedAt: first,
    secondFactorVerifiedAt: second,
    expiresAt: claims.exp,
  };
}
