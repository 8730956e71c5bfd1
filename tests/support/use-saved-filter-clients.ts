import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { createSavedFilterService } from '#server/services/saved-filter-service.ts';
import { createServiceClient } from './service-test-context.ts';
import type { TestTarget } from './test-database.ts';
import { useTestDatabase } from './use-test-database.ts';

export type SavedFilterClients = {
  /** The open database (only inside tests and hooks of the describe block). */
  readonly db: Database;
  /** A SavedFilterService client calling as `userId` (none: anonymous). */
  clientFor: (userId?: string) => ReturnType<typeof createServiceClient<typeof SavedFilterService>>;
};

/**
 * For the enclosing describe block: a fresh database on `target` (opened before its tests,
 * closed after them) and SavedFilterService clients over the in-memory transport, one per user.
 */
export function useSavedFilterClients(target: TestTarget): SavedFilterClients {
  const t = useTestDatabase(target, async () => undefined);
  const registration = createSavedFilterService({ getDatabase: async () => t.db });
  return {
    get db() {
      return t.db;
    },
    clientFor: (userId) => createServiceClient(SavedFilterService, registration, userId),
  };
}
