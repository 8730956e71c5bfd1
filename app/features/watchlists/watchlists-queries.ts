import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** Every watchlist query (invalidated after a change). */
export const WATCHLISTS_QUERY_KEY = ['watchlists'] as const;
/** The notification centre's queries (invalidated after marking read). */
export const NOTIFICATIONS_QUERY_KEY = ['watchlist-notifications'] as const;

/** The caller's watchlists and those shared with their organization. */
export function watchlistsQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: WATCHLISTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await rpc.watchlists.listWatchlists({}, { signal })).watchlists,
  });
}

/** The newest notifications with the unread count; refreshed every minute while shown. */
export function notificationsQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => rpc.watchlists.listNotifications({ limit: 30 }, { signal }),
    refetchInterval: 60_000,
  });
}

/** The /watchlists page's notifications, newest first, a page of `pageSize` at a time. */
export function notificationPagesQueryOptions(rpc: RpcClients, pageSize = 10) {
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'pages', pageSize],
    queryFn: ({ signal, pageParam }) =>
      rpc.watchlists.listNotifications({ limit: pageSize, cursor: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor || undefined,
  });
}
