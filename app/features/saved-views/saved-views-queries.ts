import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { SavedViewPage } from '#contract/filings/saved-view-pages.ts';

/** The prefix of every saved-view list (invalidated after a save or a delete). */
export const SAVED_VIEWS_QUERY_KEY = ['saved-views'] as const;

/** The signed-in user's saved views of one page, newest first (the first 100 fill a menu). */
export function savedViewsQueryOptions(rpc: RpcClients, page: SavedViewPage) {
  return queryOptions({
    queryKey: [...SAVED_VIEWS_QUERY_KEY, page],
    queryFn: async ({ signal }) =>
      (
        await rpc.savedFilters.listSavedFilters(
          { page, pagination: { page: 1, pageSize: 100 } },
          { signal },
        )
      ).savedFilters,
  });
}
