import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import type { AuditEventInput } from '#server/domain/team/audit-event.ts';
import { recordAuditEvent } from '#server/domain/team/record-audit-event.ts';
import { AUTH_TABLES } from './auth-model-names.ts';

/** The sign-in api's endpoints that add, remove or change a member, and what each did. */
const MEMBER_CHANGES = {
  '/organization/accept-invitation': { action: 'created', how: 'accepted an invitation' },
  '/organization/add-member': { action: 'created', how: 'added' },
  '/organization/remove-member': { action: 'deleted', how: 'removed' },
  '/organization/leave': { action: 'deleted', how: 'left' },
  '/organization/update-member-role': { action: 'changed', how: 'role changed' },
} as const satisfies Record<string, { action: AuditEventInput['action']; how: string }>;

export const ROLE_CHANGE_PATH = '/organization/update-member-role';

/** True for the endpoints whose success auditMemberChange records. */
export const isMemberChangePath = (path: string): path is keyof typeof MEMBER_CHANGES =>
  Object.hasOwn(MEMBER_CHANGES, path);

const memberSchema = z.object({
  id: z.string().min(1),
  organizationId: z.string().min(1),
  userId: z.string().min(1),
  role: z.string(),
});

/** The member an endpoint answered: the member itself, or `{ member }`. */
function answeredMember(returned: unknown) {
  const inner =
    returned !== null && typeof returned === 'object' && 'member' in returned
      ? returned.member
      : returned;
  const parsed = memberSchema.safeParse(inner);
  return parsed.success ? parsed.data : null;
}

/** A member's role before a role change (read before the endpoint runs). */
export async function readMemberRole(db: Database, memberId: unknown): Promise<string | null> {
  if (typeof memberId !== 'string' || memberId === '') return null;
  const [row] = await db.query<{ role: string }>(
    `select role from ${AUTH_TABLES.member} where id = $1`,
    [memberId],
  );
  return row?.role ?? null;
}

/**
 * Records in the organization's audit log (visible to its admins) that a member was added
 * (invitation accepted, or added), removed (by an admin, or left) or had their role changed,
 * after the endpoint succeeded, with the signed-in user who did it as the actor and the member's
 * name and roles as the item. A change made without a session (the server's own commands, such
 * as `npm run user:create -- --admin`) has no actor and is not recorded.
 */
export async function auditMemberChange(
  db: Database,
  input: { path: string; returned: unknown; actorUserId: string; previousRole: string | null },
): Promise<void> {
  if (!isMemberChangePath(input.path)) return;
  const change = MEMBER_CHANGES[input.path];
  const member = answeredMember(input.returned);
  if (!member) return;
  const [user] = await db.query<{ name: string; email: string }>(
    `select coalesce(nullif("name", ''), email) as name, email from ${AUTH_TABLES.user} where id = $1`,
    [member.userId],
  );
  await recordAuditEvent(db, {
    organizationId: member.organizationId,
    actorUserId: input.actorUserId,
    action: change.action,
    itemType: 'member',
    itemId: member.userId,
    itemName: user?.name ?? member.userId,
    details: {
      how: change.how,
      email: user?.email ?? null,
      role: member.role,
      ...(input.path === ROLE_CHANGE_PATH ? { previousRole: input.previousRole } : {}),
    },
  });
}
