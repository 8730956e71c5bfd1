import { Code } from '@connectrpc/connect';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { isConnectError } from '#app/lib/errors/is-connect-error.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { SearchResponse } from '#gen/ratefiling/v1/search_service_pb.ts';
import type { SearchRequestInit } from './search-request.ts';

/**
 * What one search answered: a page of results, or the server's word that the search ran past its
 * time limit (DEADLINE_EXCEEDED, ADR 036) with what to do about it. The page shows the latter in
 * place of the results, beside the box and filters, instead of the error screen.
 */
export type SearchAnswer =
  | { kind: 'results'; response: SearchResponse }
  | { kind: 'too-slow'; message: string };

/**
 * One page of search results with the counts per index. A search stopped at its time limit is an
 * answer, not a failure: it is cached like one (so pressing Enter again within the stale time does
 * not run the same slow search again) and never retried, since the same words and filters would
 * be as slow the next time.
 */
export function searchQueryOptions(rpc: RpcClients, request: SearchRequestInit) {
  return queryOptions({
    queryKey: ['search', request],
    queryFn: async ({ signal }): Promise<SearchAnswer> => {
      try {
        return { kind: 'results', response: await rpc.search.search(request, { signal }) };
      } catch (error) {
        if (isConnectError(error) && error.code === Code.DeadlineExceeded)
          return { kind: 'too-slow', message: errorDisplayMessage(error) };
        throw error;
      }
    },
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
