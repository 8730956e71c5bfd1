import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { FilingFiltersInit, ListFilingsRequestInit } from './filings-request.ts';

/** One page of filings (one row per filing and company) for a ListFilings request. */
export function listFilingsQueryOptions(rpc: RpcClients, request: ListFilingsRequestInit) {
  return queryOptions({
    queryKey: ['filings', 'list', request],
    queryFn: ({ signal }) => rpc.filings.listFilings(request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The number of filings matching filters (the empty state asks it per removed filter). */
export function numberOfFilingsQueryOptions(rpc: RpcClients, filters: FilingFiltersInit) {
  return queryOptions({
    queryKey: ['filings', 'count', filters],
    queryFn: async ({ signal }) =>
      (await rpc.filings.getNumberOfFilings({ filters }, { signal })).numFilings,
  });
}

/** The choices of every filter list with counts, narrowed by the other filters. */
export function filingsMetadataQueryOptions(rpc: RpcClients, filters: FilingFiltersInit) {
  return queryOptions({
    queryKey: ['filings', 'metadata', filters],
    queryFn: ({ signal }) => rpc.filings.listFilingsEndpointMetadata({ filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A filing across all its companies. */
export function wholeFilingQueryOptions(rpc: RpcClients, serffTrackingNumber: string) {
  return queryOptions({
    queryKey: ['filings', 'whole', serffTrackingNumber],
    queryFn: async ({ signal }) =>
      (await rpc.filings.getWholeFiling({ serffTrackingNumber }, { signal })).wholeFiling ?? null,
  });
}

/** One company's figures of a filing. */
export function companyFilingQueryOptions(
  rpc: RpcClients,
  serffTrackingNumber: string,
  company: string,
) {
  return queryOptions({
    queryKey: ['filings', 'company', serffTrackingNumber, company],
    queryFn: async ({ signal }) =>
      (await rpc.filings.getFiling({ serffTrackingNumber, company }, { signal })).filing ?? null,
  });
}
