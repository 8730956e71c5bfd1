import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { ItemVisibility as ApiItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { WatchlistSchedule, WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import {
  canReadItem,
  canShareWithOrganization,
  type ItemVisibility,
  visibleItemsScope,
} from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { filterListSchema } from '#server/domain/filings/filing-filters-schema.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';
import type { ItemAccessFailure } from '#server/domain/team/item-access-result.ts';
import { createWatchlist } from '#server/domain/watchlists/create-watchlist.ts';
import { deleteWatchlist } from '#server/domain/watchlists/delete-watchlist.ts';
import { getWatchlist } from '#server/domain/watchlists/get-watchlist.ts';
import { listNotifications } from '#server/domain/watchlists/list-notifications.ts';
import { listWatchlists } from '#server/domain/watchlists/list-watchlists.ts';
import { markNotificationsRead } from '#server/domain/watchlists/mark-notifications-read.ts';
import { setWatchlistSubscription } from '#server/domain/watchlists/set-watchlist-subscription.ts';
import { updateWatchlist } from '#server/domain/watchlists/update-watchlist.ts';
import {
  MAX_WATCHLIST_NAME_LENGTH,
  MAX_WATCHLISTS_PER_USER,
  type Watchlist,
  type WatchlistFields,
} from '#server/domain/watchlists/watchlist.ts';
import { callerOf } from '#server/rpc/caller-of.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { itemAccessError } from './item-access-error.ts';
import { fromApiVisibility } from './item-sharing-mapping.ts';
import { fromApiSchedule, toApiNotification, toApiWatchlist } from './watchlist-service-mapping.ts';

export type WatchlistServiceDeps = { getDatabase: () => Promise<Database> };

const MAX_FIGURE = 1_000_000;

const thresholdsSchema = z.object({
  minRateImpact: z.number().min(0, 'Thresholds are not negative').max(MAX_FIGURE).optional(),
  minWrittenPremiumChange: z
    .number()
    .min(0, 'Thresholds are not negative')
    .max(MAX_FIGURE)
    .optional(),
  minPolicyholders: z
    .number()
    .int()
    .min(0, 'Thresholds are not negative')
    .max(1_000_000_000)
    .optional(),
  statuses: filterListSchema('Statuses').default([]),
  filingTypes: filterListSchema('Filing types').default([]),
});

const inputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the watchlist a name')
    .max(MAX_WATCHLIST_NAME_LENGTH, `Names are at most ${MAX_WATCHLIST_NAME_LENGTH} characters`),
  filters: z.preprocess((v) => v ?? {}, filingFiltersSchema),
  thresholds: z.preprocess((v) => v ?? {}, thresholdsSchema),
  schedule: z.enum(WatchlistSchedule, { message: 'Unknown schedule' }),
  visibility: z.enum(ApiItemVisibility, { message: 'Unknown visibility' }),
});

const idSchema = z.uuid({ message: 'A watchlist id is a UUID' });
const createSchema = z.object({ watchlist: z.preprocess((v) => v ?? {}, inputSchema) });
const updateSchema = z.object({
  id: idSchema,
  watchlist: z.preprocess((v) => v ?? {}, inputSchema),
});
const subscriptionSchema = z.object({ id: idSchema, subscribed: z.boolean(), email: z.boolean() });
const listNotificationsSchema = z.object({
  limit: z
    .number()
    .int()
    .min(0)
    .max(100, 'At most 100 notifications a page')
    .transform((n) => n || 20),
  cursor: z.union([z.literal(''), z.uuid({ message: 'Unknown cursor' })]),
  unreadOnly: z.boolean(),
});
const markReadSchema = z.object({
  ids: z.array(z.uuid({ message: 'A notification id is a UUID' })).max(500),
  all: z.boolean(),
});

type Input = z.output<typeof inputSchema>;

function toFields<V extends ItemVisibility | null>(
  input: Input,
  visibility: V,
): Omit<WatchlistFields, 'visibility'> & { visibility: V } {
  const t = input.thresholds;
  return {
    name: input.name,
    filters: input.filters,
    thresholds: {
      minRateImpact: t.minRateImpact ?? null,
      minWrittenPremiumChange: t.minWrittenPremiumChange ?? null,
      minPolicyholders: t.minPolicyholders ?? null,
      statuses: t.statuses,
      filingTypes: t.filingTypes,
    },
    schedule: fromApiSchedule(input.schedule),
    visibility,
  };
}

/** The Connect error of a refused watchlist (NOT_FOUND hides it; see itemAccessError). */
const refusedWatchlist = (reason: ItemAccessFailure, id: string) =>
  itemAccessError(reason, 'watchlist', id);

/** The watchlist when the caller may read it; NOT_FOUND otherwise (its existence stays hidden). */
async function readable(db: Database, auth: VerifiedAuth, id: string): Promise<Watchlist> {
  const found = await getWatchlist(db, auth.userId, id);
  if (!found || !canReadItem(auth, found)) throw refusedWatchlist('not-found', id);
  return found;
}

/** WatchlistService: every method checks the caller against the item's owner and organization. */
export function createWatchlistService(deps: WatchlistServiceDeps): RpcServiceRegistration {
  return defineRpcService(WatchlistService, {
    async listWatchlists(_request, context) {
      const auth = callerOf(context);
      const watchlists = await listWatchlists(await deps.getDatabase(), visibleItemsScope(auth));
      return { watchlists: watchlists.map((w) => toApiWatchlist(auth, w)) };
    },

    async createWatchlist(request, context) {
      const auth = callerOf(context);
      const { watchlist: input } = createSchema.parse(request);
      const visibility = fromApiVisibility(input.visibility) ?? 'private';
      if (visibility === 'organization' && !canShareWithOrganization(auth)) {
        throw refusedWatchlist('no-organization', '');
      }
      const result = await createWatchlist(
        await deps.getDatabase(),
        { userId: auth.userId, organizationId: auth.organizationId },
        toFields(input, visibility),
      );
      if (!result.ok) {
        throw createRpcError(
          Code.ResourceExhausted,
          `You can keep at most ${MAX_WATCHLISTS_PER_USER} watchlists: delete one first`,
          { reason: 'WATCHLIST_LIMIT' },
        );
      }
      return { watchlist: toApiWatchlist(auth, result.watchlist) };
    },

    async updateWatchlist(request, context) {
      const auth = callerOf(context);
      const { id, watchlist: input } = updateSchema.parse(request);
      // Unspecified visibility keeps the watchlist's.
      const visibility = fromApiVisibility(input.visibility) ?? null;
      const result = await updateWatchlist(
        await deps.getDatabase(),
        auth,
        id,
        toFields(input, visibility),
      );
      if (!result.ok) throw refusedWatchlist(result.reason, id);
      return { watchlist: toApiWatchlist(auth, result.value) };
    },

    async deleteWatchlist(request, context) {
      const auth = callerOf(context);
      const id = idSchema.parse(request.id);
      const result = await deleteWatchlist(await deps.getDatabase(), auth, id);
      if (!result.ok) throw refusedWatchlist(result.reason, id);
      return {};
    },

    async setWatchlistSubscription(request, context) {
      const auth = callerOf(context);
      const { id, subscribed, email } = subscriptionSchema.parse(request);
      const db = await deps.getDatabase();
      const result = await setWatchlistSubscription(db, auth, {
        watchlistId: id,
        subscribed,
        email,
      });
      if (!result.ok) throw refusedWatchlist(result.reason, id);
      return { watchlist: toApiWatchlist(auth, await readable(db, auth, id)) };
    },

    async listNotifications(request, context) {
      const auth = callerOf(context);
      const { limit, cursor, unreadOnly } = listNotificationsSchema.parse(request);
      const page = await listNotifications(await deps.getDatabase(), auth.userId, {
        limit,
        unreadOnly,
        ...(cursor ? { before: cursor } : {}),
      });
      return {
        notifications: page.notifications.map(toApiNotification),
        unreadCount: page.unreadCount,
        nextCursor: page.nextCursor,
      };
    },

    async markNotificationsRead(request, context) {
      const auth = callerOf(context);
      const { ids, all } = markReadSchema.parse(request);
      const db = await deps.getDatabase();
      await markNotificationsRead(db, auth.userId, all ? { all: true } : { ids });
      const page = await listNotifications(db, auth.userId, { limit: 0 });
      return { unreadCount: page.unreadCount };
    },
  });
}
