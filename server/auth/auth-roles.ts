import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';

/**
 * What organization roles may do: better-auth's organization statements plus the product's own
 * ("savedData": saved views, briefs, watchlists and notes shared in an organization; "auditLog":
 * who changed them; "filingImport": uploading filing PDFs, which changes the filings every user
 * reads, docs/decisions/029-filing-upload.md).
 */
export const accessStatements = {
  ...defaultStatements,
  savedData: ['read', 'delete'],
  auditLog: ['read'],
  filingImport: ['create'],
} as const;

export const accessControl = createAccessControl(accessStatements);

/** Admins manage the organization and its members and import filings; members use it. */
export const organizationRoles = {
  admin: accessControl.newRole({
    ...ownerAc.statements,
    savedData: ['read', 'delete'],
    auditLog: ['read'],
    filingImport: ['create'],
  }),
  member: accessControl.newRole({ ...memberAc.statements, savedData: ['read'] }),
};

export type OrganizationRole = keyof typeof organizationRoles;

export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ['admin', 'member'];

function isOrganizationRole(role: string): role is OrganizationRole {
  return role in organizationRoles;
}

/**
 * The permissions of a role as "resource:action" strings (a member row may hold several roles,
 * comma-separated). Unknown roles grant nothing.
 */
export function listRolePermissions(roles: string): string[] {
  const permissions = new Set<string>();
  for (const role of roles.split(',').map((part) => part.trim())) {
    if (!isOrganizationRole(role)) continue;
    const statements: Record<string, readonly string[]> = organizationRoles[role].statements;
    for (const [resource, actions] of Object.entries(statements)) {
      for (const action of actions) permissions.add(`${resource}:${action}`);
    }
  }
  return [...permissions].sort();
}
