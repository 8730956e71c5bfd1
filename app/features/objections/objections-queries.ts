import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { ObjectionsSearch } from '#app/lib/search/objections-search-schema.ts';
import { toObjectionsRequest, toSummaryRequest } from './objections-request.ts';

export function objectionListQueryOptions(rpc: RpcClients, search: ObjectionsSearch) {
  const request = toObjectionsRequest(search);
  return queryOptions({
    queryKey: ['intelligence', 'objections', request],
    queryFn: ({ signal }) => rpc.intelligence.listObjections(request, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function objectionSummaryQueryOptions(rpc: RpcClients, search: ObjectionsSearch) {
  const request = toSummaryRequest(search);
  return queryOptions({
    queryKey: ['intelligence', 'objection-summary', request],
    queryFn: async ({ signal }) =>
      (await rpc.intelligence.getObjectionSummary(request, { signal })).summary ?? null,
    placeholderData: keepPreviousData,
  });
}
