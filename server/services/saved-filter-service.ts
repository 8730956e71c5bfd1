import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { FILING_SORT_FIELDS } from '#contract/filings/filing-sort-fields.ts';
import {
  MAX_SAVED_VIEW_COLUMNS,
  MAX_SAVED_VIEW_SEARCH_LENGTH,
  SAVED_VIEW_PAGES,
} from '#contract/filings/saved-view-pages.ts';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import {
  canReadItem,
  canShareWithOrganization,
  visibleItemsScope,
} from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { pageRequestSchema } from '#server/domain/filings/page-request.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';
import { createSavedFilter } from '#server/domain/saved-filters/create-saved-filter.ts';
import { getSavedFilter } from '#server/domain/saved-filters/get-saved-filter.ts';
import { listSavedFilters } from '#server/domain/saved-filters/list-saved-filters.ts';
import {
  MAX_SAVED_FILTER_NAME_LENGTH,
  MAX_SAVED_FILTERS_PER_USER,
  type SavedFilter,
} from '#server/domain/saved-filters/saved-filter.ts';
import { deleteSharedItem } from '#server/domain/team/delete-shared-item.ts';
import { callerOf } from '#server/rpc/caller-of.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiFilters, toApiPagination } from './filing-service-mapping.ts';
import { itemAccessError } from './item-access-error.ts';
import { toApiSharing } from './item-sharing-mapping.ts';

export type SavedFilterServiceDeps = { getDatabase: () => Promise<Database> };

const createSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the filter a name')
    .max(
      MAX_SAVED_FILTER_NAME_LENGTH,
      `Names are at most ${MAX_SAVED_FILTER_NAME_LENGTH} characters`,
    ),
  filters: z.preprocess((v) => v ?? {}, filingFiltersSchema),
  page: z
    .string()
    .transform((v) => (v === '' ? 'filings' : v))
    .pipe(z.enum(SAVED_VIEW_PAGES, { message: 'Unknown page for a saved view' })),
  sort: z
    .object({
      field: z.union([z.literal(''), z.enum(FILING_SORT_FIELDS)], {
        message: 'Unknown sort field',
      }),
      direction: z.enum(SortDirection),
    })
    .optional()
    .transform((s) =>
      s?.field
        ? {
            field: s.field,
            direction:
              s.direction === SortDirection.ASCENDING ? ('asc' as const) : ('desc' as const),
          }
        : null,
    ),
  columns: z
    .array(z.string().trim().min(1).max(64))
    .max(MAX_SAVED_VIEW_COLUMNS, `At most ${MAX_SAVED_VIEW_COLUMNS} columns`),
  search: z
    .string()
    .max(MAX_SAVED_VIEW_SEARCH_LENGTH, 'The view is too long to save')
    .regex(/^(\?.*)?$/s, 'A query string starts with "?"'),
  visibility: z.enum(ItemVisibility, { message: 'Unknown visibility' }),
});
const listSchema = z.object({
  page: z.union([z.literal(''), z.enum(SAVED_VIEW_PAGES)], { message: 'Unknown page' }),
});
const idSchema = z.object({
  id: z.string().trim().min(1, 'A saved filter id is required').max(64),
});

function toApi(auth: VerifiedAuth, f: SavedFilter) {
  return {
    id: f.id,
    name: f.name,
    userId: f.userId,
    filters: toApiFilters(f.filters),
    page: f.page,
    sort: f.sort
      ? {
          field: f.sort.field,
          direction:
            f.sort.direction === 'asc' ? SortDirection.ASCENDING : SortDirection.DESCENDING,
        }
      : undefined,
    columns: f.columns,
    search: f.search,
    sharing: toApiSharing(auth, f.sharing),
    createdAt: timestampFromDate(f.createdAt),
    updatedAt: timestampFromDate(f.updatedAt),
  };
}

const notFound = (id: string) => itemAccessError('not-found', 'saved filter', id);

/**
 * SavedFilterService: each caller sees their own views and those shared with their active
 * organization (visibleItemsScope); deleting one needs canChangeItem (deleteSharedItem).
 */
export function createSavedFilterService(deps: SavedFilterServiceDeps): RpcServiceRegistration {
  return defineRpcService(SavedFilterService, {
    async listSavedFilters(request, context) {
      const auth = callerOf(context);
      const page = pageRequestSchema.parse(request.pagination);
      const { page: viewPage } = listSchema.parse(request);
      const result = await listSavedFilters(
        await deps.getDatabase(),
        visibleItemsScope(auth),
        page,
        viewPage === '' ? undefined : viewPage,
      );
      return {
        savedFilters: result.savedFilters.map((f) => toApi(auth, f)),
        pagination: toApiPagination(result.page),
      };
    },

    async getSavedFilter(request, context) {
      const auth = callerOf(context);
      const { id } = idSchema.parse(request);
      const found = await getSavedFilter(await deps.getDatabase(), id);
      if (!found || !canReadItem(auth, found.sharing)) throw notFound(id);
      return { savedFilter: toApi(auth, found) };
    },

    async createSavedFilter(request, context) {
      const auth = callerOf(context);
      const { name, filters, visibility, ...view } = createSchema.parse(request);
      const share = visibility === ItemVisibility.ORGANIZATION;
      if (share && !canShareWithOrganization(auth)) {
        throw itemAccessError('no-organization', 'saved filter', '');
      }
      const result = await createSavedFilter(await deps.getDatabase(), {
        userId: auth.userId,
        name,
        filters,
        view,
        sharedWith: share ? auth.organizationId : null,
      });
      if (result.ok) return { savedFilter: toApi(auth, result.savedFilter) };
      if (result.reason === 'duplicate-name') {
        throw createRpcError(Code.AlreadyExists, `You already have a filter named "${name}"`, {
          field: 'name',
          reason: 'DUPLICATE_NAME',
        });
      }
      throw createRpcError(
        Code.ResourceExhausted,
        `You can keep at most ${MAX_SAVED_FILTERS_PER_USER} saved filters: delete one first`,
        { reason: 'SAVED_FILTER_LIMIT' },
      );
    },

    async deleteSavedFilter(request, context) {
      const auth = callerOf(context);
      const { id } = idSchema.parse(request);
      const result = await deleteSharedItem(await deps.getDatabase(), auth, 'saved_view', id);
      if (!result.ok) throw itemAccessError(result.reason, 'saved filter', id);
      return {};
    },
  });
}
