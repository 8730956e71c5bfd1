import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useSavedFilterClients } from '#tests/support/use-saved-filter-clients.ts';

/** Saved views (migration 220): the page, sort, columns and query string of a saved filter. */
describe.each(listTestTargets())('saved views on %s', (target) => {
  const t = useSavedFilterClients(target);
  const { clientFor } = t;

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

  it('keeps a view of a search (migration 256): its query, index and filters', async () => {
    const fay = clientFor('fay');
    const search = '?query=wildfire&index=objections&states=%5B%22CA%22%5D';
    await fay.createSavedFilter({ name: 'CA wildfire letters', page: 'search', search });
    const views = await fay.listSavedFilters({ page: 'search' });
    expect(views.savedFilters.map((v) => [v.name, v.page, v.search])).toEqual([
      ['CA wildfire letters', 'search', search],
    ]);
    const [row] = await t.db.query<{ page: string }>(
      `select page from saved_filters where user_id = 'fay'`,
    );
    expect(row?.page).toBe('search');
    // The database refuses a page no view belongs to, whatever the service lets through.
    await expect(
      t.db.query(`insert into saved_filters (user_id, name, page) values ('fay', 'x', 'admin')`),
    ).rejects.toThrow(/saved_filters_page_check/);
  });

  it('reads a row saved before views as a /filings view with the default sort', async () => {
    await t.db.query(
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
