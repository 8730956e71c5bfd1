import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { SavedFilterService } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { codeOf, createServiceClient } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createSavedFilterService } from './saved-filter-service.ts';

/** Saved views (migration 220): the page, sort, columns and query string of a saved filter. */
describe.each(listTestTargets())('saved views on %s', (target) => {
  let db: Database;
  const clientFor = (userId: string) =>
    createServiceClient(
      SavedFilterService,
      createSavedFilterService({ getDatabase: async () => db }),
      userId,
    );

  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps the page, sort, columns and query string, and lists one page’s views', async () => {
    const carol = clientFor('carol');
    const created = await carol.createSavedFilter({
      name: 'TX by rate impact',
      filters: { states: ['TX'] },
      page: 'filings',
      sort: { field: 'rate_impact', direction: SortDirection.ASCENDING },
      columns: ['serff-tracking-number', 'rate-impact'],
      search: '?states=%5B%22TX%22%5D&sort=%7B%22field%22%3A%22rate-impact%22%7D',
    });
    expect(created.savedFilter).toMatchObject({
      page: 'filings',
      sort: { field: 'rate_impact', direction: SortDirection.ASCENDING },
      columns: ['serff-tracking-number', 'rate-impact'],
    });
    await carol.createSavedFilter({
      name: 'Three carriers',
      page: 'multi-carrier',
      search: '?carriers=%5B%22A%22%5D',
    });
    const multi = await carol.listSavedFilters({ page: 'multi-carrier' });
    expect(multi.savedFilters.map((v) => [v.name, v.page, v.search])).toEqual([
      ['Three carriers', 'multi-carrier', '?carriers=%5B%22A%22%5D'],
    ]);
    expect(multi.savedFilters[0]?.sort).toBeUndefined();
    const all = await carol.listSavedFilters({});
    expect(all.savedFilters).toHaveLength(2);
  });

  it('reads a row saved before views as a /filings view with the default sort', async () => {
    await db.query(
      `insert into saved_filters (user_id, name, states) values ('dave', 'Old', '{CA}')`,
    );
    const [view] = (await clientFor('dave').listSavedFilters({ page: 'filings' })).savedFilters;
    expect(view).toMatchObject({ name: 'Old', page: 'filings', search: '', columns: [] });
    expect(view?.sort).toBeUndefined();
    expect(view?.filters?.states).toEqual(['CA']);
  });

  it('refuses an unknown page, sort field or a query string without "?"', async () => {
    const erin = clientFor('erin');
    for (const bad of [
      { name: 'a', page: 'admin' },
      { name: 'b', sort: { field: 'password', direction: SortDirection.ASCENDING } },
      { name: 'c', search: 'carriers=x' },
      { name: 'd', search: `?${'x'.repeat(4001)}` },
    ]) {
      expect(await codeOf(erin.createSavedFilter(bad))).toBe(Code.InvalidArgument);
    }
    expect(await codeOf(erin.listSavedFilters({ page: 'nope' }))).toBe(Code.InvalidArgument);
  });
});
