import type { DescService } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';

/** The organization the team tests share in, and another one. */
export const TEAM_ORGANIZATION = 'org-team';
export const OTHER_ORGANIZATION = 'org-other';

function inOrganization(organizationId: string, role: 'admin' | 'member'): Partial<VerifiedAuth> {
  return {
    organizationId,
    organizationRole: role,
    organizationPermissions: listRolePermissions(role),
  };
}

/**
 * The callers of the authorization tests (issue 26), as their tokens describe them:
 * - owner: a member of TEAM_ORGANIZATION who owns the items;
 * - member: a teammate (member role);
 * - admin: an admin of TEAM_ORGANIZATION;
 * - outsider: an admin of OTHER_ORGANIZATION;
 * - loner: a user with no active organization.
 */
export const TEAM_CALLERS = {
  owner: { userId: 'team-owner', ...inOrganization(TEAM_ORGANIZATION, 'member') },
  member: { userId: 'team-member', ...inOrganization(TEAM_ORGANIZATION, 'member') },
  admin: { userId: 'team-admin', ...inOrganization(TEAM_ORGANIZATION, 'admin') },
  outsider: { userId: 'team-outsider', ...inOrganization(OTHER_ORGANIZATION, 'admin') },
  loner: { userId: 'team-loner' },
} satisfies Record<string, Partial<VerifiedAuth> & { userId: string }>;

export type TeamCallerName = keyof typeof TEAM_CALLERS;

/** A client of `service` calling as one of TEAM_CALLERS (or anonymous, with no name). */
export function createTeamClient<T extends DescService>(
  service: T,
  registrations: RpcServiceRegistration[],
  who?: TeamCallerName,
) {
  const user = who ? TEAM_CALLERS[who] : undefined;
  return createClient(service, createTestTransport(registrations, user ? { user } : {}));
}
