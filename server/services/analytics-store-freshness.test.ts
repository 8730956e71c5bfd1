import { createClient } from '@connectrpc/connect';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { Population } from '#gen/ratefiling/v1/common_pb.ts';
import type { Database } from '#server/db/connection.ts';
import {
  analyticsStoreAt,
  analyticsStoreIdle,
  analyticsStoreStatus,
} from '#server/domain/analytics/memory-store/analytics-store-registry.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { type AnalyticsServiceDeps, createAnalyticsService } from './analytics-service.ts';

const clientOf = (deps: AnalyticsServiceDeps) =>
  createClient(
    AnalyticsService,
    createTestTransport([createAnalyticsService(deps)], { userId: 'u1' }),
  );

/** Calls until the store of `db` holds the current data version (each call may start a load). */
async function untilStoreIsCurrent(db: Database, call: (k: number) => Promise<unknown>) {
  for (let k = 0; k < 200; k++) {
    await analyticsStoreIdle(db);
    if (analyticsStoreStatus(db).version === (await queryDataVersion(db))) return;
    await call(k);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the store did not catch up with the data');
}

/**
 * ADR 030's freshness rule through the service: a call answers from the store only when the
 * store holds the data version the call read; otherwise from SQL (the new figures at once) while
 * the store reloads in the background.
 */
describe.each(listTestTargets())('analytics store freshness on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);
  let sqlOnly: Database;
  beforeAll(() => {
    // Its own handle: its result cache and store state are its own (both are per handle).
    sqlOnly = { ...fixture.db };
  });
  const withStore = clientOf({ getDatabase: async () => fixture.db, analyticsStore: 'on' });
  const withSql = clientOf({ getDatabase: async () => sqlOnly, analyticsStore: 'off' });
  const filters = (states: string[]) => ({ states, population: Population.ALL_FILINGS });
  /** A call of its own each time (no result cache answers it), so that it reads the version. */
  const poll = (k: number) =>
    withStore.getStateStats({ filters: { carriers: [`Poll ${k} ${Math.random()}`] } });

  it('answers from SQL until the store is loaded, then from the store with the same figures', async () => {
    const first = await withStore.getStateStats({ filters: filters(['NE']) });
    expect(first.total?.totalFilings).toBe(3);
    expect(analyticsStoreStatus(fixture.db).hits).toBe(0);
    await untilStoreIsCurrent(fixture.db, (k) => poll(k));
    const hits = analyticsStoreStatus(fixture.db).hits;
    const fromStore = await withStore.getCarrierStats({
      filters: filters(['NE', 'IA']),
      includeStateBreakdown: true,
    });
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits + 1);
    const fromSql = await withSql.getCarrierStats({
      filters: filters(['NE', 'IA']),
      includeStateBreakdown: true,
    });
    expect(fromStore).toEqual(fromSql);
    expect(analyticsStoreStatus(sqlOnly).hits).toBe(0);
  });

  it('answers the call after a write from SQL with the new figure, and from the store once it has reloaded', async () => {
    await untilStoreIsCurrent(fixture.db, (k) => poll(k));
    await insertFiling(fixture.db, { state: 'NE', carrier: 'Big Group' });
    const hits = analyticsStoreStatus(fixture.db).hits;
    const after = await withStore.getStateStats({ filters: filters(['NE']) });
    expect(after.total?.totalFilings).toBe(4);
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits);
    await untilStoreIsCurrent(fixture.db, (k) => poll(k));
    const reloaded = await withStore.getStateStats({ filters: filters(['NE', 'IA']) });
    expect(reloaded.total?.totalFilings).toBe(6);
    expect(analyticsStoreStatus(fixture.db).hits).toBe(hits + 1);
  });

  it('never answers from the store inside a transaction, with ANALYTICS_STORE=off, or below the auto threshold', async () => {
    const version = await queryDataVersion(fixture.db);
    await untilStoreIsCurrent(fixture.db, (k) => poll(k));
    expect(analyticsStoreAt(fixture.db, version, 'on')).toBeDefined();
    await fixture.db.transaction(async (tx) => {
      expect(analyticsStoreAt(tx, version, 'on')).toBeUndefined();
    });
    expect(analyticsStoreAt(fixture.db, version, 'off')).toBeUndefined();
    // A handle of its own in auto mode: six filings are far below 50,000, so it only counts them.
    const auto = { ...fixture.db };
    expect(analyticsStoreAt(auto, version, 'auto')).toBeUndefined();
    expect(analyticsStoreStatus(auto).loading).toBe(true);
    await analyticsStoreIdle(auto);
    expect(analyticsStoreAt(auto, version, 'auto')).toBeUndefined();
    expect(analyticsStoreStatus(auto)).toEqual({ version: undefined, loading: false, hits: 0 });
  });
});
