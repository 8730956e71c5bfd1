import type { ItemVisibility, SharedItem } from '#server/auth/shared-item-access.ts';

/** A shareable item's ownership as listings show it: the access columns and the owner's name. */
export type ItemOwnership = SharedItem & {
  /** The owner's name, else email; empty when unknown (a Clerk user has no local row). */
  ownerName: string;
};

/** The ownership columns as selected with OWNER_NAME_COLUMN. */
export type OwnershipRow = {
  user_id: string;
  organization_id: string | null;
  visibility: string;
  owner_name?: string | null;
};

/**
 * The owner's display name of a row aliased `t`, for a select list; needs
 * OWNER_JOIN in the from clause.
 */
export const OWNER_NAME_COLUMN = `coalesce(nullif(owner_user."name", ''), owner_user.email, '') as owner_name`;
/** Joins the owner's local account (none for Clerk users: the name stays empty). */
export const OWNER_JOIN = 'left join auth_user owner_user on owner_user.id = t.user_id';

export function toVisibility(value: string): ItemVisibility {
  return value === 'organization' ? 'organization' : 'private';
}

export function toItemOwnership(row: OwnershipRow): ItemOwnership {
  return {
    ownerUserId: row.user_id,
    organizationId: row.organization_id,
    visibility: toVisibility(row.visibility),
    ownerName: row.owner_name ?? '',
  };
}
