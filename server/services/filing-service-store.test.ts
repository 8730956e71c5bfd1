import { createClient } from '@connectrpc/connect';
import { beforeAll, describe, expect, it } from 'vitest';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import {
  analyticsStoreIdle,
  analyticsStoreStatus,
} from '#server/domain/analytics/memory-store/analytics-store-registry.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createFilingService, type FilingServiceDeps } from './filing-service.ts';

const clientOf = (deps: FilingServiceDeps) =>
  createClient(FilingService, createTestTransport([createFilingService(deps)], { userId: 'u1' }));

/**
 * ADR 034 through the service: once the store holds the data version a call reads, the lists,
 * the count and the filter choices are answered from it with SQL's answers; after a write, from
 * SQL (the new count at once) until the store has reloaded.
 */
describe.each(listTestTargets())('filing lists from the analytics store on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);
  let sqlOnly: Database;
  beforeAll(() => {
    sqlOnly = { ...fixture.db };
  });
  const withStore = clientOf({ getDatabase: async () => fixture.db, analyticsStore: 'on' });
  const withSql = clientOf({ getDatabase: async () => sqlOnly, analyticsStore: 'off' });

  /** Calls (each a request of its own) until the store of the handle holds the current version. */
  async function untilStoreIsCurrent() {
    for (let k = 0; k < 200; k++) {
      await analyticsStoreIdle(fixture.db);
      if (analyticsStoreStatus(fixture.db).version === (await queryDataVersion(fixture.db))) return;
      await withStore.getNumberOfFilings({ filters: { carriers: [`Poll ${k} ${Math.random()}`] } });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the store did not catch up with the data');
  }

  const calls = (client: typeof withStore) => {
    const filters = { states: ['NE', 'IA'] };
    const sort = { field: 'carrier', direction: SortDirection.ASCENDING };
    return Promise.all([
      client.listFilings({ filters, sort, pagination: { page: 1, pageSize: 3 } }),
      client.listWholeFilings({ filters, sort, pagination: { page: 2, pageSize: 2 } }),
      client.getNumberOfFilings({ filters }),
      client.listFilingsEndpointMetadata({ filters }),
    ]);
  };

  it('answers the lists, the count and the choices from the store with the SQL answers', async () => {
    await untilStoreIsCurrent();
    const hits = analyticsStoreStatus(fixture.db).hits;
    const fromStore = await calls(withStore);
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits + 4);
    expect(fromStore).toEqual(await calls(withSql));
    expect(fromStore[2].numFilings).toBeGreaterThan(0);
    expect(analyticsStoreStatus(sqlOnly).hits).toBe(0);
  });

  it('counts a new filing at once after a write, from SQL, then from the reloaded store', async () => {
    await untilStoreIsCurrent();
    const before = await withStore.getNumberOfFilings({ filters: { states: ['NE'] } });
    await insertFiling(fixture.db, { state: 'NE', carrier: 'Big Group' });
    const hits = analyticsStoreStatus(fixture.db).hits;
    const after = await withStore.getNumberOfFilings({ filters: { states: ['NE'] } });
    expect(after.numFilings).toBe(before.numFilings + 1);
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits);
    await untilStoreIsCurrent();
    const reloaded = await withStore.getNumberOfFilings({ filters: { states: ['NE', 'IA'] } });
    expect(reloaded).toEqual(
      await withSql.getNumberOfFilings({ filters: { states: ['NE', 'IA'] } }),
    );
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits + 1);
  });
});
