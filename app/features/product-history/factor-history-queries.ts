import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** One factor's table across a product segment's filings ('' = the most often revised factor). */
export function factorHistoryQueryOptions(rpc: RpcClients, segmentId: number, factor: string) {
  return queryOptions({
    queryKey: ['product-history', segmentId, 'factor', factor],
    queryFn: ({ signal }) => rpc.filings.getFactorHistory({ segmentId, factor }, { signal }),
    placeholderData: keepPreviousData,
  });
}
