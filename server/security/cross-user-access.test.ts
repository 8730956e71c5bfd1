import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntelligenceService, ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createIntelligenceService } from '#server/services/intelligence-service.ts';
import { createSavedFilterService } from '#server/services/saved-filter-service.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

async function codeOf(call: Promise<unknown>): Promise<Code | 'ok'> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

/** Two users on one database: neither can read, list or delete what the other saved. */
describe('per-user data stays with its owner', () => {
  let db: Database;
  const clientsFor = (userId: string) => {
    const getDatabase = async () => db;
    const transport = createTestTransport(
      [createSavedFilterService({ getDatabase }), createIntelligenceService({ getDatabase })],
      { userId },
    );
    return {
      filters: createClient(SavedFilterService, transport),
      briefs: createClient(IntelligenceService, transport),
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    await seedDatabase(db, { filings: 20, seed: 3 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers not_found (never data) for another user saved filter or brief', async () => {
    const alice = clientsFor('alice');
    const mallory = clientsFor('mallory');
    const { savedFilter } = await alice.filters.createSavedFilter({
      name: 'Alice secret filter',
      filters: { states: ['TX'] },
    });
    const { brief } = await alice.briefs.createIntelligenceBrief({
      reportType: ReportType.GENERIC,
      filters: { maxFilings: 2 },
    });
    const filterId = savedFilter?.id ?? '';
    const briefId = brief?.id ?? '';
    expect(filterId).not.toBe('');
    expect(briefId).not.toBe('');

    const table: [string, Promise<unknown>][] = [
      ['get saved filter', mallory.filters.getSavedFilter({ id: filterId })],
      ['delete saved filter', mallory.filters.deleteSavedFilter({ id: filterId })],
      ['get brief', mallory.briefs.getBrief({ id: briefId })],
      ['delete brief', mallory.briefs.deleteBrief({ id: briefId })],
      [
        'update brief',
        mallory.briefs.updateBrief({ id: briefId, title: 'Taken over', subtitle: '' }),
      ],
    ];
    const results: string[] = [];
    for (const [label, call] of table)
      results.push(`${label}: ${Code[(await codeOf(call)) as Code] ?? 'ok'}`);
    expect(results).toEqual([
      'get saved filter: NotFound',
      'delete saved filter: NotFound',
      'get brief: NotFound',
      'delete brief: NotFound',
      'update brief: NotFound',
    ]);
    expect((await mallory.filters.listSavedFilters({})).savedFilters).toEqual([]);
    expect((await mallory.briefs.listBriefs({})).briefs).toEqual([]);
    // Still there for its owner.
    expect((await alice.filters.getSavedFilter({ id: filterId })).savedFilter?.name).toBe(
      'Alice secret filter',
    );
    expect((await alice.briefs.getBrief({ id: briefId })).brief?.id).toBe(briefId);
    const held = results.filter((line) => line.endsWith(': NotFound')).length;
    recordSummary({ part: "1 access: another user's filter or brief", cases: table.length, held });
  });
});
