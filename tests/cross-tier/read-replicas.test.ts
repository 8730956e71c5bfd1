import { createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_AFTER_COOKIE, READ_AFTER_HEADER } from '#contract/http/read-after.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { openDatabase, openReplicaDatabase } from '#server/db/connection.ts';
import type { Database } from '#server/db/create-database.ts';
import { createReadPool, type ReadPool } from '#server/db/read-replicas/read-pool.ts';
import { createReadRouting } from '#server/db/read-replicas/read-routing.ts';
import { parseWalLsn } from '#server/db/read-replicas/wal-lsn.ts';
import { createReadRoutingInterceptor } from '#server/rpc/create-read-routing-interceptor.ts';
import { createFilingService } from '#server/services/filing-service.ts';
import { createSavedFilterService } from '#server/services/saved-filter-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import {
  replicationUnavailableReason,
  type ScratchReplication,
  startScratchReplication,
} from '#tests/support/replication/scratch-replication.ts';

const unavailable = replicationUnavailableReason();
if (unavailable) console.warn(`read replica test skipped: ${unavailable}`);

/**
 * ADR 028 against a real streaming replica: a fresh primary cluster and a replica of it made
 * with pg_basebackup, the api's services over the read routing in memory.
 */
describe.skipIf(unavailable !== undefined)('reads on a streaming replica', () => {
  let clusters: ScratchReplication;
  let primary: Database;
  let pool: ReadPool;
  const fallbacks: unknown[] = [];

  const savedFilters = () => {
    const routing = createReadRouting({
      getPrimary: async () => primary,
      getReadPool: async () => pool,
      onFallback: (error) => fallbacks.push(error),
    });
    const transport = createTestTransport(
      [
        createSavedFilterService({ getDatabase: routing.getDatabase }),
        createFilingService({ getDatabase: routing.getDatabase }),
      ],
      { userId: 'analyst', interceptors: [createReadRoutingInterceptor(routing)] },
    );
    return {
      views: createClient(SavedFilterService, transport),
      filings: createClient(FilingService, transport),
    };
  };
  const namesIn = (list: { savedFilters: { name: string }[] }) =>
    list.savedFilters.map((filter) => filter.name);
  const replayedOnReplica = async () => {
    const [row] = (await clusters.onReplica('select pg_last_wal_replay_lsn()::text as lsn')) as {
      lsn: string;
    }[];
    return parseWalLsn(row?.lsn) ?? 0n;
  };
  const waitFor = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; tries < 200; tries++) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition not met within 10 s');
  };

  beforeAll(async () => {
    clusters = await startScratchReplication();
    primary = await openDatabase({ databaseUrl: clusters.primaryUrl, maxConnections: 4 });
    // The poll runs by hand in these tests (refresh), so each step knows what the pool knows.
    pool = createReadPool(primary, [openReplicaDatabase(clusters.replicaUrl)], {
      maxLagMs: 60_000,
      pollMs: 3_600_000,
    });
    const migrated = await primary.query<{ lsn: string }>(
      'select pg_current_wal_flush_lsn()::text as lsn',
    );
    const target = parseWalLsn(migrated[0]?.lsn) ?? 0n;
    await waitFor(async () => (await replayedOnReplica()) >= target);
    await pool.refresh();
  }, 120_000);

  afterAll(async () => {
    await pool?.close();
    await primary?.close();
    await clusters?.destroy();
  });

  it('serves reads from the replica and a writer its own write at once', async () => {
    expect(pool.status()).toMatchObject([{ up: true, eligible: true }]);
    const { views, filings } = savedFilters();
    await clusters.onReplica('select pg_wal_replay_pause()');

    let marker: string | null = null;
    await views.createSavedFilter(
      { name: 'Written while replay is paused' },
      { onHeader: (headers) => (marker = headers.get(READ_AFTER_HEADER)) },
    );
    expect(parseWalLsn(marker)).toBeDefined();
    expect(await primary.query('select 1 from saved_filters')).toHaveLength(1);
    expect(await clusters.onReplica('select 1 from saved_filters')).toHaveLength(0);

    // The writer sends its marker back (header from a client, cookie from a browser): primary.
    const own = await views.listSavedFilters({}, { headers: { [READ_AFTER_HEADER]: `${marker}` } });
    expect(namesIn(own)).toEqual(['Written while replay is paused']);
    const byCookie = await views.listSavedFilters(
      {},
      { headers: { cookie: `other=1; ${READ_AFTER_COOKIE}=${marker}` } },
    );
    expect(namesIn(byCookie)).toEqual(['Written while replay is paused']);

    // Without it the read runs on the replica, which has not replayed the write.
    expect(namesIn(await views.listSavedFilters({}))).toEqual([]);
    // A read that stores a shared result on the primary (the filter counts) computes it there.
    const listed = await filings.listFilings({});
    expect(listed.pagination?.totalResults).toBe(0);
    expect(fallbacks).toEqual([]);

    await clusters.onReplica('select pg_wal_replay_resume()');
    await waitFor(async () => (await replayedOnReplica()) >= (parseWalLsn(marker) ?? 0n));
    await pool.refresh();
    const caughtUp = await views.listSavedFilters(
      {},
      { headers: { [READ_AFTER_HEADER]: `${marker}` } },
    );
    expect(namesIn(caughtUp)).toEqual(['Written while replay is paused']);
    expect(fallbacks).toEqual([]);
  });

  it('falls back to the primary when the replica stops', async () => {
    const { views } = savedFilters();
    await clusters.stopReplica();
    await views.createSavedFilter({ name: 'Written with the replica down' });
    // The pool still counts the replica as up: the read fails there and runs on the primary.
    const list = await views.listSavedFilters({});
    expect(namesIn(list)).toContain('Written with the replica down');
    expect(fallbacks.length).toBeGreaterThan(0);
    await pool.refresh();
    expect(pool.status()).toMatchObject([{ up: false, eligible: false }]);
    expect(pool.pick()).toBeUndefined();
    expect(namesIn(await views.listSavedFilters({}))).toContain('Written with the replica down');
  });
});
