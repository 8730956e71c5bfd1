import type { QueryClient } from '@tanstack/react-query';
import { filingsMetadataQueryOptions } from '#app/features/filings/filings-queries.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { type AnalyticsSearch, toAnalyticsFilters } from './analytics-search.ts';

type AnyQueryOptions = Parameters<QueryClient['ensureQueryData']>[0];

/** A loader's work: the filter choices and every query of the page, in parallel. */
export async function loadAnalyticsPage(
  queryClient: QueryClient,
  rpc: RpcClients,
  search: AnalyticsSearch,
  queries: readonly unknown[],
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(filingsMetadataQueryOptions(rpc, toAnalyticsFilters(search))),
    ...queries.map((q) => queryClient.ensureQueryData(q as AnyQueryOptions)),
  ]);
}
