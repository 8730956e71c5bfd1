import { type Client, createClient, type Transport } from '@connectrpc/connect';
import { AnalyticsService } from '../../../gen/ratefiling/v1/analytics_service_pb.ts';
import { DocumentService } from '../../../gen/ratefiling/v1/document_service_pb.ts';
import { FilingService } from '../../../gen/ratefiling/v1/filing_service_pb.ts';
import { IntelligenceService } from '../../../gen/ratefiling/v1/intelligence_service_pb.ts';
import { QueryService } from '../../../gen/ratefiling/v1/query_service_pb.ts';
import { ReviewerService } from '../../../gen/ratefiling/v1/reviewer_service_pb.ts';
import { SavedFilterService } from '../../../gen/ratefiling/v1/saved_filter_service_pb.ts';
import { SearchService } from '../../../gen/ratefiling/v1/search_service_pb.ts';

export type RpcClients = {
  analytics: Client<typeof AnalyticsService>;
  documents: Client<typeof DocumentService>;
  filings: Client<typeof FilingService>;
  intelligence: Client<typeof IntelligenceService>;
  queries: Client<typeof QueryService>;
  reviewers: Client<typeof ReviewerService>;
  savedFilters: Client<typeof SavedFilterService>;
  search: Client<typeof SearchService>;
};

/** One typed client per api service, all over the same transport. */
export function createRpcClients(transport: Transport): RpcClients {
  return {
    analytics: createClient(AnalyticsService, transport),
    documents: createClient(DocumentService, transport),
    filings: createClient(FilingService, transport),
    intelligence: createClient(IntelligenceService, transport),
    queries: createClient(QueryService, transport),
    reviewers: createClient(ReviewerService, transport),
    savedFilters: createClient(SavedFilterService, transport),
    search: createClient(SearchService, transport),
  };
}
