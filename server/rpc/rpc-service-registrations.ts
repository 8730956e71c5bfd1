import { getDatabase } from '#server/db/connection.ts';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { createAnalyticsService } from '#server/services/analytics-service.ts';
import { createDocumentService } from '#server/services/document-service.ts';
import { createFilingService } from '#server/services/filing-service.ts';
import { createIntelligenceService } from '#server/services/intelligence-service.ts';
import { createQueryService } from '#server/services/query-service.ts';
import { createReviewerService } from '#server/services/reviewer-service.ts';
import { createSavedFilterService } from '#server/services/saved-filter-service.ts';
import { createSearchService } from '#server/services/search-service.ts';
import type { RpcServiceRegistration } from './define-rpc-service.ts';

/**
 * Every service the api serves at /rpc. Feature issues add theirs here, e.g.
 * `defineRpcService(FilingService, createFilingService(deps))`; a proto method with no
 * implementation answers `unimplemented` (HTTP 501), an unknown path 404.
 */
export const rpcServiceRegistrations: readonly RpcServiceRegistration[] = [
  createFilingService({ getDatabase }),
  createAnalyticsService({ getDatabase }),
  createReviewerService({ getDatabase }),
  createSavedFilterService({ getDatabase }),
  createSearchService({ getDatabase }),
  createQueryService({ getDatabase }),
  createIntelligenceService({ getDatabase }),
  createDocumentService({
    getDatabase,
    get readPdf() {
      return getDocumentRouteDeps().readPdf;
    },
    signingKey: () => getDocumentRouteDeps().signingKey(),
    ttlSeconds: () => getDocumentRouteDeps().ttlSeconds(),
  }),
];
