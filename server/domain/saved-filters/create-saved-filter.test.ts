import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createSavedFilter } from './create-saved-filter.ts';
import { MAX_SAVED_FILTERS_PER_USER } from './saved-filter.ts';

describe.each(listTestTargets())('createSavedFilter on %s', (target) => {
  const fixture = useTestDatabase(target, async () => undefined);
  const filters = resolveFilingFilters({
    states: ['TX'],
    carriers: ['Alpha'],
    startDate: { year: 2024, month: 0, day: 0 },
    dateBasis: 2,
    population: 2,
  });

  it('saves the filters and gives them back as stored', async () => {
    const result = await createSavedFilter(fixture.db, { userId: 'u1', name: 'Texas', filters });
    if (!result.ok) throw new Error(result.reason);
    expect(result.savedFilter).toMatchObject({ name: 'Texas', userId: 'u1', filters });
    expect(result.savedFilter.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.savedFilter.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second filter of the same name in any case, for the same user only', async () => {
    expect(await createSavedFilter(fixture.db, { userId: 'u1', name: 'TEXAS', filters })).toEqual({
      ok: false,
      reason: 'duplicate-name',
    });
    expect((await createSavedFilter(fixture.db, { userId: 'u2', name: 'Texas', filters })).ok).toBe(
      true,
    );
  });

  it('refuses past the limit per user, even for creations at the same time', async () => {
    await fixture.db.query(
      `insert into saved_filters (user_id, name)
       select 'u3', 'filter ' || n from generate_series(1, $1::int) n`,
      [MAX_SAVED_FILTERS_PER_USER - 2],
    );
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        createSavedFilter(fixture.db, { userId: 'u3', name, filters }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: 'limit-reached' },
      { ok: false, reason: 'limit-reached' },
    ]);
    const [count] = await fixture.db.query<{ n: number }>(
      "select count(*)::int as n from saved_filters where user_id = 'u3'",
    );
    expect(count?.n).toBe(MAX_SAVED_FILTERS_PER_USER);
  });
});
