import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import {
  canChangeItem,
  type ItemVisibility as DomainVisibility,
} from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { ItemOwnership } from '#server/domain/team/item-ownership.ts';

/** An item's owner and sharing as the caller sees them (ratefiling.v1.ItemSharing). */
export function toApiSharing(auth: VerifiedAuth, item: ItemOwnership) {
  return {
    visibility:
      item.visibility === 'organization' ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE,
    organizationId: item.visibility === 'organization' ? (item.organizationId ?? '') : '',
    ownerUserId: item.ownerUserId,
    ownerName: item.ownerName,
    ownedByCaller: item.ownerUserId === auth.userId,
    canChange: canChangeItem(auth, item),
  };
}

/** A requested visibility; undefined for UNSPECIFIED (leave it, or private for a new item). */
export function fromApiVisibility(visibility: ItemVisibility): DomainVisibility | undefined {
  if (visibility === ItemVisibility.ORGANIZATION) return 'organization';
  if (visibility === ItemVisibility.PRIVATE) return 'private';
  return undefined;
}
