import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { DateBasis, Population } from '#gen/ratefiling/v1/common_pb.ts';
import { MAX_SAVED_FILTERS_PER_USER } from '#server/domain/saved-filters/saved-filter.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useSavedFilterClients } from '#tests/support/use-saved-filter-clients.ts';

describe.each(listTestTargets())('SavedFilterService on %s', (target) => {
  const t = useSavedFilterClients(target);
  const { clientFor } = t;

  it('creates, gets and lists a filter with its fields, newest first', async () => {
    const alice = clientFor('alice');
    const created = await alice.createSavedFilter({
      name: '  Texas auto  ',
      filters: {
        states: ['TX'],
        carriers: ['B', 'A'],
        ratingFactors: ['Driver Age'],
        startDate: { year: 2024 },
        endDate: { year: 2024, month: 2 },
      },
    });
    const saved = created.savedFilter;
    expect(saved).toMatchObject({ name: 'Texas auto', userId: 'alice' });
    expect(saved?.filters?.carriers).toEqual(['A', 'B']);
    expect(saved?.filters?.startDate).toMatchObject({ year: 2024, month: 1, day: 1 });
    expect(saved?.filters?.endDate).toMatchObject({ year: 2024, month: 2, day: 29 });
    expect(saved?.createdAt?.seconds).toBeGreaterThan(0n);
    const got = await alice.getSavedFilter({ id: saved?.id ?? '' });
    expect(got.savedFilter?.name).toBe('Texas auto');
    expect(got.savedFilter?.filters?.ratingFactors).toEqual(['Driver Age']);
    await alice.createSavedFilter({ name: 'Second' });
    const list = await alice.listSavedFilters({});
    expect(list.savedFilters.map((f) => f.name)).toEqual(['Second', 'Texas auto']);
    expect(list.pagination).toMatchObject({ totalResults: 2, nextPage: 0 });
  });

  it('keeps the date basis and the analytics population of a filter', async () => {
    const bob = clientFor('bob');
    const created = await bob.createSavedFilter({
      name: 'Decided in 2024, every filing',
      filters: {
        startDate: { year: 2024 },
        dateBasis: DateBasis.DISPOSITION,
        population: Population.ALL_FILINGS,
      },
    });
    const got = await bob.getSavedFilter({ id: created.savedFilter?.id ?? '' });
    expect(got.savedFilter?.filters?.dateBasis).toBe(DateBasis.DISPOSITION);
    expect(got.savedFilter?.filters?.population).toBe(Population.ALL_FILINGS);
    const plain = await bob.createSavedFilter({ name: 'Defaults', filters: { states: ['TX'] } });
    expect(plain.savedFilter?.filters?.dateBasis).toBe(DateBasis.UNSPECIFIED);
    expect(plain.savedFilter?.filters?.population).toBe(Population.UNSPECIFIED);
  });

  it("hides another user's filter: invisible in list, not_found on get and delete", async () => {
    const owner = clientFor('owner');
    const other = clientFor('intruder');
    const { savedFilter } = await owner.createSavedFilter({ name: 'Private' });
    const id = savedFilter?.id ?? '';
    expect((await other.listSavedFilters({})).savedFilters).toEqual([]);
    expect(await codeOf(other.getSavedFilter({ id }))).toBe(Code.NotFound);
    expect(await codeOf(other.deleteSavedFilter({ id }))).toBe(Code.NotFound);
    expect((await owner.getSavedFilter({ id })).savedFilter?.name).toBe('Private');
    await owner.deleteSavedFilter({ id });
    expect(await codeOf(owner.getSavedFilter({ id }))).toBe(Code.NotFound);
    expect(await codeOf(owner.deleteSavedFilter({ id }))).toBe(Code.NotFound);
  });

  it('validates names and filters, refuses duplicates and caps the number per user', async () => {
    const bob = clientFor('bob');
    expect(await codeOf(bob.createSavedFilter({ name: '   ' }))).toBe(Code.InvalidArgument);
    expect(await codeOf(bob.createSavedFilter({ name: 'x'.repeat(101) }))).toBe(
      Code.InvalidArgument,
    );
    expect(
      await codeOf(bob.createSavedFilter({ name: 'ok', filters: { states: ['Texas'] } })),
    ).toBe(Code.InvalidArgument);
    expect(await codeOf(bob.getSavedFilter({ id: '' }))).toBe(Code.InvalidArgument);
    expect(await codeOf(bob.getSavedFilter({ id: 'not-a-uuid' }))).toBe(Code.NotFound);
    await bob.createSavedFilter({ name: 'x'.repeat(100) });
    expect(await codeOf(bob.createSavedFilter({ name: 'X'.repeat(100) }))).toBe(Code.AlreadyExists);
    await t.db.query(
      `insert into saved_filters (user_id, name) select 'bob', 'bulk ' || g from generate_series(2, $1) g`,
      [MAX_SAVED_FILTERS_PER_USER],
    );
    expect(await codeOf(bob.createSavedFilter({ name: 'one too many' }))).toBe(
      Code.ResourceExhausted,
    );
    expect(
      (await clientFor('carol').createSavedFilter({ name: 'one too many' })).savedFilter,
    ).toBeDefined();
  });

  it('answers unauthenticated without a user', async () => {
    expect(await codeOf(clientFor().listSavedFilters({}))).toBe(Code.Unauthenticated);
  });
});
