import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

export function briefListQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: ['intelligence', 'briefs'],
    queryFn: ({ signal }) =>
      rpc.intelligence.listBriefs({ pagination: { page: 1, pageSize: 100 } }, { signal }),
  });
}

export function briefQueryOptions(rpc: RpcClients, id: string) {
  return queryOptions({
    queryKey: ['intelligence', 'brief', id],
    queryFn: async ({ signal }) =>
      (await rpc.intelligence.getBrief({ id }, { signal })).brief ?? null,
  });
}
