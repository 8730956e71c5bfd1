import type { VerifiedAuth } from './verified-auth.ts';

/** A role ("admin") and/or a permission ("member:create"); Clerk's "org:" prefix is accepted. */
export type PermissionCheck = { role?: string; permission?: string };

function normalize(value: string): string {
  return value.startsWith('org:') ? value.slice(4) : value;
}

/**
 * The permission check of spec section 6: authorised only when signed in; a role or permission
 * check passes when the role matches or the permission is among the user's organization
 * permissions, and needs an active organization.
 */
export function hasPermission(
  auth: VerifiedAuth | undefined,
  check: PermissionCheck = {},
): boolean {
  if (!auth) return false;
  if (check.role === undefined && check.permission === undefined) return true;
  if (!auth.organizationId) return false;
  if (check.role !== undefined && auth.organizationRole !== null) {
    if (normalize(check.role) === normalize(auth.organizationRole)) return true;
  }
  if (check.permission !== undefined) {
    const wanted = normalize(check.permission);
    return auth.organizationPermissions.some((permission) => normalize(permission) === wanted);
  }
  return false;
}
