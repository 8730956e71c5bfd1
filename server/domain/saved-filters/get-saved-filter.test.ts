import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createSavedFilter } from './create-saved-filter.ts';
import { getSavedFilter } from './get-saved-filter.ts';

describe.each(listTestTargets())('getSavedFilter on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    const result = await createSavedFilter(db, {
      userId: 'u1',
      name: 'Mine',
      filters: resolveFilingFilters({ states: ['OK'] }),
    });
    if (!result.ok) throw new Error(result.reason);
    return result.savedFilter;
  });

  it('gives the filter with its owner and sharing, whoever asks (the service checks access)', async () => {
    const saved = await getSavedFilter(fixture.db, fixture.seeded.id);
    expect(saved).toEqual(fixture.seeded);
    expect(saved?.sharing).toEqual({
      ownerUserId: 'u1',
      organizationId: null,
      visibility: 'private',
      ownerName: '',
    });
    expect(await getSavedFilter(fixture.db, fixture.seeded.id.toUpperCase())).toEqual(
      fixture.seeded,
    );
  });

  it('gives nothing for an unknown id or a malformed one', async () => {
    expect(
      await getSavedFilter(fixture.db, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
    expect(await getSavedFilter(fixture.db, 'not-a-uuid')).toBeUndefined();
  });
});
