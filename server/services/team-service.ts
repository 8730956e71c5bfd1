import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { filingNoteBodySchema } from '#contract/team/filing-note-body.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { SharedItemType, TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import { canReadAuditLog, visibleItemsScope } from '#server/auth/shared-item-access.ts';
import type { Database } from '#server/db/connection.ts';
import { pageRequestSchema } from '#server/domain/filings/page-request.ts';
import { trackingNumberSchema } from '#server/domain/filings/tracking-number-schema.ts';
import { addFilingNote } from '#server/domain/team/add-filing-note.ts';
import { deleteFilingNote } from '#server/domain/team/delete-filing-note.ts';
import { listAuditEvents } from '#server/domain/team/list-audit-events.ts';
import { listFilingNotes } from '#server/domain/team/list-filing-notes.ts';
import { listSharedItems } from '#server/domain/team/list-shared-items.ts';
import { setItemVisibility } from '#server/domain/team/set-item-visibility.ts';
import { SHARED_ITEM_KINDS, type SharedItemKind } from '#server/domain/team/shared-item-kind.ts';
import { updateFilingNote } from '#server/domain/team/update-filing-note.ts';
import { callerOf } from '#server/rpc/caller-of.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiPagination } from './filing-service-mapping.ts';
import { itemAccessError } from './item-access-error.ts';
import { toApiSharing } from './item-sharing-mapping.ts';
import { toApiAuditEvent, toApiNote, toApiSharedItem } from './team-service-mapping.ts';

export type TeamServiceDeps = { getDatabase: () => Promise<Database> };

const KINDS: Partial<Record<SharedItemType, SharedItemKind>> = {
  [SharedItemType.SAVED_VIEW]: 'saved_view',
  [SharedItemType.BRIEF]: 'brief',
  [SharedItemType.WATCHLIST]: 'watchlist',
};
const WHAT: Record<SharedItemKind, string> = {
  saved_view: 'saved view',
  brief: 'brief',
  watchlist: 'watchlist',
};

const idField = z.string().trim().min(1, 'An id is required').max(64);
const visibilitySchema = z.object({
  itemType: z
    .enum(SharedItemType)
    .transform((t) => KINDS[t])
    .pipe(z.enum(SHARED_ITEM_KINDS, { message: 'Choose a saved view, a brief or a watchlist' })),
  id: idField,
  visibility: z
    .enum(ItemVisibility)
    .refine((v) => v !== ItemVisibility.UNSPECIFIED, 'Choose private or organization')
    .transform((v) => (v === ItemVisibility.ORGANIZATION ? 'organization' : 'private')),
});
const filingSchema = z.object({ serffTrackingNumber: trackingNumberSchema });
const addNoteSchema = z.object({
  serffTrackingNumber: trackingNumberSchema,
  body: filingNoteBodySchema,
});
const updateNoteSchema = z.object({ id: idField, body: filingNoteBodySchema });
const noteIdSchema = z.object({ id: idField });

/**
 * TeamService: sharing, notes on filings, the organization's shared items and audit log. Every
 * method works inside the caller's active organization and checks their role on the server
 * (shared-item-access.ts); ADR 025 explains NOT_FOUND against PERMISSION_DENIED.
 */
export function createTeamService(deps: TeamServiceDeps): RpcServiceRegistration {
  return defineRpcService(TeamService, {
    async setItemVisibility(request, context) {
      const auth = callerOf(context);
      const { itemType, id, visibility } = visibilitySchema.parse(request);
      const result = await setItemVisibility(
        await deps.getDatabase(),
        auth,
        itemType,
        id,
        visibility,
      );
      if (!result.ok) throw itemAccessError(result.reason, WHAT[itemType], id);
      return { sharing: toApiSharing(auth, result.value) };
    },

    async listSharedItems(request, context) {
      const auth = callerOf(context);
      const page = pageRequestSchema.parse(request.pagination);
      const { organizationId } = visibleItemsScope(auth);
      if (!organizationId) {
        return { items: [], pagination: { nextPage: 0, totalPages: 0, totalResults: 0 } };
      }
      const result = await listSharedItems(await deps.getDatabase(), organizationId, page);
      return {
        items: result.items.map((item) => toApiSharedItem(auth, item)),
        pagination: toApiPagination(result.page),
      };
    },

    async listFilingNotes(request, context) {
      const auth = callerOf(context);
      const { serffTrackingNumber } = filingSchema.parse(request);
      const notes = await listFilingNotes(
        await deps.getDatabase(),
        visibleItemsScope(auth),
        serffTrackingNumber,
      );
      return { notes: notes.map((note) => toApiNote(auth, note)) };
    },

    async addFilingNote(request, context) {
      const auth = callerOf(context);
      const { serffTrackingNumber, body } = addNoteSchema.parse(request);
      const result = await addFilingNote(await deps.getDatabase(), auth, serffTrackingNumber, body);
      if (!result.ok) {
        throw createRpcError(Code.NotFound, `No filing ${serffTrackingNumber}`, {
          field: 'serffTrackingNumber',
          reason: 'NOT_FOUND',
        });
      }
      return { note: toApiNote(auth, result.value) };
    },

    async updateFilingNote(request, context) {
      const auth = callerOf(context);
      const { id, body } = updateNoteSchema.parse(request);
      const result = await updateFilingNote(await deps.getDatabase(), auth, id, body);
      if (!result.ok) throw itemAccessError(result.reason, 'note', id);
      return { note: toApiNote(auth, result.value) };
    },

    async deleteFilingNote(request, context) {
      const auth = callerOf(context);
      const { id } = noteIdSchema.parse(request);
      const result = await deleteFilingNote(await deps.getDatabase(), auth, id);
      if (!result.ok) throw itemAccessError(result.reason, 'note', id);
      return {};
    },

    async listAuditEvents(request, context) {
      const auth = callerOf(context);
      const page = pageRequestSchema.parse(request.pagination);
      if (!canReadAuditLog(auth) || !auth.organizationId) {
        throw createRpcError(
          Code.PermissionDenied,
          'Only admins of the active organization read its audit log.',
          { reason: 'NOT_ORGANIZATION_ADMIN' },
        );
      }
      const result = await listAuditEvents(await deps.getDatabase(), auth.organizationId, page);
      return {
        events: result.events.map(toApiAuditEvent),
        pagination: toApiPagination(result.page),
      };
    },
  });
}
