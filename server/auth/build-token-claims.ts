import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';
import { listRolePermissions } from './auth-roles.ts';
import { readSessionFactors } from './session-factors.ts';

type SessionInput = {
  user: { id: string; email: string; name: string };
  session: { id: string; userId: string; activeOrganizationId?: string | null | undefined };
};

const memberRowSchema = z.object({ role: z.string() });

/**
 * The claims of a local api token beyond sub/iss/aud/iat/exp: the session, the active
 * organization with the user's role and permissions in it, and when each factor was verified
 * (`fvt`, Unix seconds, -1 = none) so that the api can enforce re-verification levels.
 */
export async function buildTokenClaims(db: Database, { user, session }: SessionInput) {
  const organizationId = session.activeOrganizationId ?? null;
  let role: string | null = null;
  if (organizationId) {
    const rows = await db.query<unknown>(
      `select role from ${AUTH_TABLES.member} where "organizationId" = $1 and "userId" = $2`,
      [organizationId, user.id],
    );
    role = rows[0] ? memberRowSchema.parse(rows[0]).role : null;
  }
  const factors = await readSessionFactors(db, session);
  return {
    sid: session.id,
    email: user.email,
    name: user.name,
    ...(organizationId && role
      ? { org_id: organizationId, org_role: role, org_permissions: listRolePermissions(role) }
      : {}),
    fvt: [factors.firstFactorVerifiedAt ?? -1, factors.secondFactorVerifiedAt ?? -1],
  };
}
