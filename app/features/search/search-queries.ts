import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { SearchRequestInit } from './search-request.ts';

/** One page of search results with the counts per index. */
export function searchQueryOptions(rpc: RpcClients, request: SearchRequestInit) {
  return queryOptions({
    queryKey: ['search', request],
    queryFn: ({ signal }) => rpc.search.search(request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The choices of the filters (carriers, lines, states, filing types) with their counts. */
export function searchFilterChoicesQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: ['search', 'filter-choices'],
    queryFn: ({ signal }) => rpc.filings.listFilingsEndpointMetadata({}, { signal }),
    staleTime: 5 * 60_000,
  });
}
