import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createIntelligenceBrief } from './create-intelligence-brief.ts';
import { deleteBrief } from './delete-brief.ts';
import { getBrief } from './get-brief.ts';

describe.each(listTestTargets())('deleteBrief on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    const brief = await createIntelligenceBrief(db, {
      userId: 'u1',
      reportType: 'none',
      filters: resolveFilingFilters({}),
      maxFilings: 5,
    });
    return brief.id;
  });

  it("refuses another user's brief and malformed ids", async () => {
    expect(await deleteBrief(fixture.db, 'u2', fixture.seeded)).toBe(false);
    expect(await deleteBrief(fixture.db, 'u1', 'nope')).toBe(false);
    expect(await getBrief(fixture.db, 'u1', fixture.seeded)).toBeDefined();
  });

  it("deletes the owner's brief once", async () => {
    expect(await deleteBrief(fixture.db, 'u1', fixture.seeded)).toBe(true);
    expect(await getBrief(fixture.db, 'u1', fixture.seeded)).toBeUndefined();
    expect(await deleteBrief(fixture.db, 'u1', fixture.seeded)).toBe(false);
  });
});
