import { getDatabase } from '../db/connection.ts';
import { getDocumentRouteDeps } from '../documents/document-route-deps.ts';
import { createAnalyticsService } from '../services/analytics-service.ts';
import { createDocumentService } from '../services/document-service.ts';
import { createFilingService } from '../services/filing-service.ts';
import { createIntelligenceService } from '../services/intelligence-service.ts';
import { createQueryService } from '../services/query-service.ts';
import { createReviewerService } from '../services/reviewer-service.ts';
import { createSavedFilterService } from '../services/saved-filter-service.ts';
import { createSearchService } from '../services/search-service.ts';
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
