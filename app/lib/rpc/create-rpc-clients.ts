import { createClient } from '@connectrpc/connect';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { ImportService } from '#gen/ratefiling/v1/import_service_pb.ts';
import { IntelligenceService } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { QueryService } from '#gen/ratefiling/v1/query_service_pb.ts';
import { ReviewerService } from '#gen/ratefiling/v1/reviewer_service_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { SearchService } from '#gen/ratefiling/v1/search_service_pb.ts';
import { TeamService } from '#gen/ratefiling/v1/team_service_pb.ts';
import { WatchlistService } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import type { TokenSource } from './bearer-token-interceptor.ts';
import type { RpcClients } from './rpc-clients.ts';
import { createRpcTransport } from './rpc-transport.ts';

/**
 * One typed client per api service, all over the same transport (Connect over HTTP in the
 * browser, the host's backend during server rendering). Loaded lazily: see rpc-clients.ts.
 */
export function createRpcClients(getToken: TokenSource): RpcClients {
  const transport = createRpcTransport(getToken);
  return {
    analytics: createClient(AnalyticsService, transport),
    documents: createClient(DocumentService, transport),
    filings: createClient(FilingService, transport),
    imports: createClient(ImportService, transport),
    intelligence: createClient(IntelligenceService, transport),
    queries: createClient(QueryService, transport),
    reviewers: createClient(ReviewerService, transport),
    savedFilters: createClient(SavedFilterService, transport),
    search: createClient(SearchService, transport),
    team: createClient(TeamService, transport),
    watchlists: createClient(WatchlistService, transport),
  };
}
