import type { Client } from '@connectrpc/connect';
import type { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import type { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import type { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import type { ImportService } from '#gen/ratefiling/v1/import_service_pb.ts';
import type { IntelligenceService } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import type { QueryService } from '#gen/ratefiling/v1/query_service_pb.ts';
import type { ReviewerService } from '#gen/ratefiling/v1/reviewer_service_pb.ts';
import type { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import type { SearchService } from '#gen/ratefiling/v1/search_service_pb.ts';
import type { TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import type { WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';

// The clients' code (Connect, the protobuf runtime and the api descriptors) lives in
// create-rpc-clients.ts and loads on the first call, through the stand-ins below; so pages that
// never call the api (the landing page, sign-in) do not download it.

export type RpcClients = {
  analytics: Client<typeof AnalyticsService>;
  documents: Client<typeof DocumentService>;
  filings: Client<typeof FilingService>;
  imports: Client<typeof ImportService>;
  intelligence: Client<typeof IntelligenceService>;
  queries: Client<typeof QueryService>;
  reviewers: Client<typeof ReviewerService>;
  savedFilters: Client<typeof SavedFilterService>;
  search: Client<typeof SearchService>;
  team: Client<typeof TeamService>;
  watchlists: Client<typeof WatchlistService>;
};

/** Every service of RpcClients (a Record, so the compiler checks none is missing). */
const SERVICES: Record<keyof RpcClients, true> = {
  analytics: true,
  documents: true,
  filings: true,
  imports: true,
  intelligence: true,
  queries: true,
  reviewers: true,
  savedFilters: true,
  search: true,
  team: true,
  watchlists: true,
};

/** A service whose methods wait for the real clients, then make the same call on them. */
function lazyService<S extends keyof RpcClients>(
  name: S,
  clients: () => Promise<RpcClients>,
): RpcClients[S] {
  const handler: ProxyHandler<RpcClients[S]> = {
    get(target, method) {
      // Other names are api methods. A plain object's own (constructor, toString, ...) read as
      // usual, and `then` and `toJSON` stay undefined: a service is never taken for a promise.
      if (
        typeof method !== 'string' ||
        method in target ||
        method === 'then' ||
        method === 'toJSON'
      )
        return Reflect.get(target, method);
      return async (...args: unknown[]) => {
        const service = (await clients())[name];
        const call: unknown = Reflect.get(service, method);
        if (typeof call !== 'function')
          throw new TypeError(`rpc.${name}.${method} is not a method`);
        return Reflect.apply(call, service, args);
      };
    },
  };
  // Every api method is unary (a promise of the response), which is all the proxy needs to mirror.
  return new Proxy({} as RpcClients[S], handler);
}

/** The module with the clients' code (see above); importing it ahead speeds up the first call. */
export const importRpcClientsModule = () => import('./create-rpc-clients.ts');

/**
 * The api clients, loaded on the first call: every method returns the same promise the real
 * client's does. A failed load (a chunk missing after a deploy) is tried again on the next call.
 */
export function createLazyRpcClients(load: () => Promise<RpcClients>): RpcClients {
  let loading: Promise<RpcClients> | undefined;
  const clients = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const names = Object.keys(SERVICES) as (keyof RpcClients)[];
  return Object.fromEntries(names.map((name) => [name, lazyService(name, clients)])) as RpcClients;
}
