import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** The successive filings of a product segment, oldest first (null when the api sends none). */
export function productHistoryQueryOptions(rpc: RpcClients, segmentId: number) {
  return queryOptions({
    queryKey: ['product-history', segmentId],
    queryFn: async ({ signal }) =>
      (await rpc.filings.listProductHistory({ segmentId }, { signal })).productHistory ?? null,
  });
}
