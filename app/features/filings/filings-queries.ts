import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import type { FilingsRowMode } from '#app/lib/search/filings-search-schema.ts';
import type { CompanyMetrics, Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import type { FilingFiltersInit, ListFilingsRequestInit } from './filings-request.ts';

/** One page of filings (one row per filing and company) for a ListFilings request. */
export function listFilingsQueryOptions(rpc: RpcClients, request: ListFilingsRequestInit) {
  return queryOptions({
    queryKey: ['filings', 'list', request],
    queryFn: ({ signal }) => rpc.filings.listFilings(request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the table's rows: whole filings (each with its companies) or company rows. */
export type FilingsTableRows = {
  filings: Filing[];
  companiesOf: Map<string, CompanyMetrics[]>;
  totalRows: number;
};

/** The table's page in either row mode, as one shape (records, companies by tracking number). */
export function filingsListQueryOptions(
  rpc: RpcClients,
  request: ListFilingsRequestInit,
  rows: FilingsRowMode,
) {
  return queryOptions({
    queryKey: ['filings', 'table', rows, request],
    queryFn: async ({ signal }): Promise<FilingsTableRows> => {
      if (rows === 'companies') {
        const r = await rpc.filings.listFilings(request, { signal });
        return {
          filings: r.filings,
          companiesOf: new Map(),
          totalRows: r.pagination?.totalResults ?? 0,
        };
      }
      const r = await rpc.filings.listWholeFilings(
        { filters: request.filters, sort: request.sort, pagination: request.pagination },
        { signal },
      );
      const filings = r.wholeFilings.flatMap((w) => (w.filing ? [w.filing] : []));
      return {
        filings,
        companiesOf: new Map(
          r.wholeFilings.map((w) => [w.filing?.serffTrackingNumber ?? '', w.companyMetrics]),
        ),
        totalRows: r.pagination?.totalResults ?? 0,
      };
    },
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
