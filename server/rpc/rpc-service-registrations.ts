import { processReadRouting } from '#server/db/read-replicas/process-read-routing.ts';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import {
  type CustomQueryRunner,
  createCustomQueryRunner,
} from '#server/domain/queries/custom-query-runner.ts';
import { createAnalyticsService } from '#server/services/analytics-service.ts';
import {
  createDocumentService,
  type DocumentServiceDeps,
} from '#server/services/document-service.ts';
import { createFilingService } from '#server/services/filing-service.ts';
import { createImportService } from '#server/services/import-service.ts';
import { createIntelligenceService } from '#server/services/intelligence-service.ts';
import { createQueryService } from '#server/services/query-service.ts';
import { createReviewerService } from '#server/services/reviewer-service.ts';
import { createSavedFilterService } from '#server/services/saved-filter-service.ts';
import { createSearchService } from '#server/services/search-service.ts';
import { createTeamService } from '#server/services/team-service.ts';
import { createWatchlistService } from '#server/services/watchlist-service.ts';
import type { RpcServiceRegistration } from './define-rpc-service.ts';

/** What the services need: the database, and the document service's PDFs and link signing. */
export type RpcServiceDeps = Omit<DocumentServiceDeps, 'now'> & {
  /** Where custom queries run (default: a runner of its own over `getDatabase`). */
  queryRunner?: CustomQueryRunner;
};

/**
 * Every service the api serves at /rpc, over `deps`. Feature issues add theirs here; a proto
 * method with no implementation answers `unimplemented` (HTTP 501), an unknown path 404.
 */
export function createRpcServiceRegistrations(deps: RpcServiceDeps): RpcServiceRegistration[] {
  const { getDatabase } = deps;
  return [
    createFilingService({ getDatabase }),
    createAnalyticsService({ getDatabase }),
    createReviewerService({ getDatabase }),
    createSavedFilterService({ getDatabase }),
    createSearchService({ getDatabase }),
    createQueryService(
      deps.queryRunner ? { getDatabase, runner: deps.queryRunner } : { getDatabase },
    ),
    createIntelligenceService({ getDatabase }),
    createTeamService({ getDatabase }),
    createDocumentService(deps),
    createWatchlistService({ getDatabase }),
    createImportService({ getDatabase }),
  ];
}

/** The process's custom-query runner, shared by its query service and its start-up warm-up. */
const processQueryRunner = createCustomQueryRunner(processReadRouting.getDatabase);

/**
 * Readies the custom-query sandbox of the embedded database (a no-op on a server), so the first
 * analyst to run a query or ask in English does not wait for the copy of the data (ADR 045).
 */
export function warmCustomQueries(): Promise<void> {
  return processQueryRunner.prepare();
}

/** The process's services: its databases, and document settings read on first use. */
export const rpcServiceRegistrations: readonly RpcServiceRegistration[] =
  createRpcServiceRegistrations({
    // The primary, or inside a read-only call the replica picked for it (ADR 028).
    getDatabase: processReadRouting.getDatabase,
    queryRunner: processQueryRunner,
    get readPdf() {
      return getDocumentRouteDeps().readPdf;
    },
    signingKey: () => getDocumentRouteDeps().signingKey(),
    ttlSeconds: () => getDocumentRouteDeps().ttlSeconds(),
  });
