import { hasPermission } from './check-permission.ts';
import type { VerifiedAuth } from './verified-auth.ts';

/** Who may see a saved item (saved view, watchlist, brief): its owner only, or the organization. */
export const ITEM_VISIBILITIES = ['private', 'organization'] as const;
export type ItemVisibility = (typeof ITEM_VISIBILITIES)[number];

/** The ownership columns every shareable item carries (user_id, organization_id, visibility). */
export type SharedItem = {
  ownerUserId: string;
  /** The organization the item was shared with; null while it has never been shared. */
  organizationId: string | null;
  visibility: ItemVisibility;
};

function sharedWithCallersOrganization(auth: VerifiedAuth, item: SharedItem): boolean {
  return (
    item.visibility === 'organization' &&
    item.organizationId !== null &&
    auth.organizationId === item.organizationId
  );
}

/** The owner reads their own items; a member or admin reads items shared with their active organization. */
export function canReadItem(auth: VerifiedAuth, item: SharedItem): boolean {
  if (item.ownerUserId === auth.userId) return true;
  return (
    sharedWithCallersOrganization(auth, item) &&
    hasPermission(auth, { permission: 'savedData:read' })
  );
}

/** The owner changes or deletes their own items; an admin manages items shared with the organization. */
export function canChangeItem(auth: VerifiedAuth, item: SharedItem): boolean {
  if (item.ownerUserId === auth.userId) return true;
  return (
    sharedWithCallersOrganization(auth, item) &&
    hasPermission(auth, { permission: 'savedData:delete' })
  );
}

/** Sharing needs an active organization the caller belongs to (any role). */
export function canShareWithOrganization(auth: VerifiedAuth): boolean {
  return auth.organizationId !== null && auth.organizationRole !== null;
}

/**
 * What a listing of items may return, for a SQL filter:
 * `user_id = :userId or (visibility = 'organization' and organization_id = :organizationId)`,
 * the second part only when organizationId is not null.
 */
export function visibleItemsScope(auth: VerifiedAuth): {
  userId: string;
  organizationId: string | null;
} {
  const readsShared =
    auth.organizationId !== null && hasPermission(auth, { permission: 'savedData:read' });
  return { userId: auth.userId, organizationId: readsShared ? auth.organizationId : null };
}

/**
 * The active organization's audit log and the management of its members: its admins (the role,
 * or the "auditLog:read" permission that local tokens and Clerk roles can carry).
 */
export function canReadAuditLog(auth: VerifiedAuth): boolean {
  return (
    auth.organizationId !== null &&
    hasPermission(auth, { role: 'admin', permission: 'auditLog:read' })
  );
}
