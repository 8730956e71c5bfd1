import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createSavedFilter } from './create-saved-filter.ts';
import { deleteSavedFilter } from './delete-saved-filter.ts';
import { getSavedFilter } from './get-saved-filter.ts';

describe.each(listTestTargets())('deleteSavedFilter on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    const result = await createSavedFilter(db, {
      userId: 'u1',
      name: 'Mine',
      filters: resolveFilingFilters({}),
    });
    if (!result.ok) throw new Error(result.reason);
    return result.savedFilter.id;
  });

  it("leaves another user's filter, and refuses malformed ids", async () => {
    expect(await deleteSavedFilter(fixture.db, 'u2', fixture.seeded)).toBe(false);
    expect(await deleteSavedFilter(fixture.db, 'u1', 'nope')).toBe(false);
    expect(await getSavedFilter(fixture.db, 'u1', fixture.seeded)).toBeDefined();
  });

  it("deletes the user's own filter once", async () => {
    expect(await deleteSavedFilter(fixture.db, 'u1', fixture.seeded)).toBe(true);
    expect(await getSavedFilter(fixture.db, 'u1', fixture.seeded)).toBeUndefined();
    expect(await deleteSavedFilter(fixture.db, 'u1', fixture.seeded)).toBe(false);
  });
});
