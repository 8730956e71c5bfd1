import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { AuditAction } from '#contract/team/audit-vocabulary.ts';
import {
  AuditAction as ApiAuditAction,
  SharedItemType,
} from '#gen/ratefiling/v1/team_service_pb.ts';
import { canChangeItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { AuditEvent } from '#server/domain/team/audit-event.ts';
import { type FilingNote, noteAccess } from '#server/domain/team/filing-note.ts';
import type { SharedItemSummary } from '#server/domain/team/list-shared-items.ts';
import type { SharedItemKind } from '#server/domain/team/shared-item-kind.ts';
import { toApiSharing } from './item-sharing-mapping.ts';

export const API_ITEM_TYPES: Record<SharedItemKind, SharedItemType> = {
  saved_view: SharedItemType.SAVED_VIEW,
  brief: SharedItemType.BRIEF,
  watchlist: SharedItemType.WATCHLIST,
};

const API_ACTIONS: Record<AuditAction, ApiAuditAction> = {
  created: ApiAuditAction.CREATED,
  changed: ApiAuditAction.CHANGED,
  deleted: ApiAuditAction.DELETED,
  shared: ApiAuditAction.SHARED,
  unshared: ApiAuditAction.UNSHARED,
};

export function toApiNote(auth: VerifiedAuth, note: FilingNote) {
  return {
    id: note.id,
    serffTrackingNumber: note.serffTrackingNumber,
    body: note.body,
    authorUserId: note.authorUserId,
    authorName: note.authorName,
    shared: note.organizationId !== null,
    createdAt: timestampFromDate(note.createdAt),
    updatedAt: timestampFromDate(note.updatedAt),
    canEdit: note.authorUserId === auth.userId,
    canDelete: canChangeItem(auth, noteAccess(note)),
  };
}

export function toApiSharedItem(auth: VerifiedAuth, item: SharedItemSummary) {
  return {
    itemType: API_ITEM_TYPES[item.kind],
    id: item.id,
    name: item.name,
    page: item.page,
    search: item.search,
    sharing: toApiSharing(auth, item.sharing),
    createdAt: timestampFromDate(item.createdAt),
  };
}

export function toApiAuditEvent(event: AuditEvent) {
  return {
    id: event.id,
    action: API_ACTIONS[event.action],
    itemType: event.itemType,
    itemId: event.itemId,
    itemName: event.itemName,
    actorUserId: event.actorUserId,
    actorName: event.actorName,
    at: timestampFromDate(event.at),
    details: Object.fromEntries(
      Object.entries(event.details).map(([key, value]) => [key, String(value)]),
    ),
  };
}
