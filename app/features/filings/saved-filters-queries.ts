import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

export const SAVED_FILTERS_QUERY_KEY = ['saved-filters', 'list'] as const;

/** The signed-in user's saved filters, newest first (the first 100 are plenty for a menu). */
export function savedFiltersQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: SAVED_FILTERS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (
        await rpc.savedFilters.listSavedFilters(
          { pagination: { page: 1, pageSize: 100 } },
          { signal },
        )
      ).savedFilters,
  });
}
