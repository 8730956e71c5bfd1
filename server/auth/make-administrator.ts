import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { AUTH_TABLES } from './auth-model-names.ts';
import type { Auth } from './create-auth.ts';

/** The organization `npm run user:create -- EMAIL --admin` puts its administrator in. */
export const DEFAULT_ADMIN_ORGANIZATION = 'Rate Filing Intelligence';

const idRowSchema = z.object({ id: z.string() });

export function organizationSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'organization';
}

export type AdministratorResult = {
  organizationId: string;
  organizationName: string;
  organizationCreated: boolean;
};

/**
 * An administrator is a user with the `admin` role in an organization (server/auth/auth-roles.ts:
 * manages the organization, its members and invitations, and deletes shared saved data); there is
 * no role above organizations. This creates the organization (by slug) when it does not exist,
 * with the user as its admin, or else makes the user an admin member of it.
 */
export async function makeAdministrator(
  auth: Auth,
  db: Database,
  input: { userId: string; organizationName?: string },
): Promise<AdministratorResult> {
  const name = input.organizationName?.trim() || DEFAULT_ADMIN_ORGANIZATION;
  const slug = organizationSlug(name);
  const [existing] = await db.query<unknown>(
    `select id from ${AUTH_TABLES.organization} where slug = $1`,
    [slug],
  );
  if (!existing) {
    const created = await auth.api.createOrganization({
      body: { name, slug, userId: input.userId },
    });
    if (!created) throw new Error(`could not create the organization ${name}`);
    return { organizationId: created.id, organizationName: name, organizationCreated: true };
  }
  const organizationId = idRowSchema.parse(existing).id;
  const updated = await db.query<unknown>(
    `update ${AUTH_TABLES.member} set role = 'admin' where "organizationId" = $1 and "userId" = $2
     returning id`,
    [organizationId, input.userId],
  );
  if (updated.length === 0) {
    await auth.api.addMember({ body: { userId: input.userId, organizationId, role: 'admin' } });
  }
  return { organizationId, organizationName: name, organizationCreated: false };
}
