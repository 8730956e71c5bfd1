import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';

const organizationRowSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
const resetRowSchema = z.object({ email: z.string(), two_factor: z.boolean().nullable() });

export type ActiveOrganization = z.infer<typeof organizationRowSchema>;

/** The user's active organization with their role in it; null when none or no longer a member. */
export async function findActiveOrganization(
  db: Database,
  organizationId: string | null | undefined,
  userId: string,
): Promise<ActiveOrganization | null> {
  if (!organizationId) return null;
  const rows = await db.query<unknown>(
    `select o.id, o.name, m.role from ${AUTH_TABLES.organization} o
     join ${AUTH_TABLES.member} m on m."organizationId" = o.id and m."userId" = $2
     where o.id = $1`,
    [organizationId, userId],
  );
  return rows[0] ? organizationRowSchema.parse(rows[0]) : null;
}

/** Whose password a (still valid) reset token would reset: for signing them in afterwards. */
export async function findResetTokenOwner(
  db: Database,
  token: string,
): Promise<{ email: string; twoFactorEnabled: boolean } | null> {
  const rows = await db.query<unknown>(
    `select u.email, u."twoFactorEnabled" as two_factor from ${AUTH_TABLES.verification} v
     join ${AUTH_TABLES.user} u on u.id = v.value
     where v.identifier = $1 and v."expiresAt" > now()`,
    [`reset-password:${token}`],
  );
  if (!rows[0]) return null;
  const row = resetRowSchema.parse(rows[0]);
  return { email: row.email, twoFactorEnabled: row.two_factor === true };
}
