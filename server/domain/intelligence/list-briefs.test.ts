import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createIntelligenceBrief } from './create-intelligence-brief.ts';
import { listBriefs } from './list-briefs.ts';

describe.each(listTestTargets())('listBriefs on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertFiling(db, { state: 'TX' });
    await insertFiling(db, { state: 'OK' });
    const create = (userId: string, states: string[], day: number) =>
      createIntelligenceBrief(db, {
        userId,
        reportType: 'generic',
        filters: resolveFilingFilters({ states, population: 2 }),
        maxFilings: 10,
        now: new Date(Date.UTC(2024, 5, day)),
      });
    return {
      old: await create('u1', ['TX'], 1),
      both: await create('u1', ['TX', 'OK'], 3),
      mid: await create('u1', [], 2),
      other: await create('u2', ['TX'], 4),
    };
  });

  it("lists the user's briefs newest first, with their filing counts and no content", async () => {
    const { briefs, page } = await listBriefs(
      fixture.db,
      { userId: 'u1', organizationId: null },
      { page: 1, pageSize: 10 },
    );
    expect(briefs.map((b) => [b.id, b.filingCount])).toEqual([
      [fixture.seeded.both.id, 2],
      [fixture.seeded.mid.id, 2],
      [fixture.seeded.old.id, 1],
    ]);
    expect(briefs[0]).toEqual({
      id: fixture.seeded.both.id,
      title: fixture.seeded.both.title,
      subtitle: fixture.seeded.both.subtitle,
      reportType: 'generic',
      filingCount: 2,
      sharing: { ownerUserId: 'u1', organizationId: null, visibility: 'private', ownerName: '' },
      createdDate: new Date(Date.UTC(2024, 5, 3)),
    });
    expect(page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 3 });
  });

  it('pages through them, and lists nothing for a user without briefs', async () => {
    const second = await listBriefs(
      fixture.db,
      { userId: 'u1', organizationId: null },
      { page: 2, pageSize: 2 },
    );
    expect(second.briefs.map((b) => b.id)).toEqual([fixture.seeded.old.id]);
    expect(second.page).toEqual({ nextPage: 0, totalPages: 2, totalResults: 3 });
    expect(
      await listBriefs(
        fixture.db,
        { userId: 'u3', organizationId: null },
        { page: 1, pageSize: 10 },
      ),
    ).toEqual({
      briefs: [],
      page: { nextPage: 0, totalPages: 0, totalResults: 0 },
    });
  });

  // Once a bug: the total came from a window count over the page's rows, so a page past the end
  // reported no briefs at all.
  it('keeps the total on a page past the end', async () => {
    expect(
      (
        await listBriefs(
          fixture.db,
          { userId: 'u1', organizationId: null },
          { page: 3, pageSize: 2 },
        )
      ).page,
    ).toEqual({
      nextPage: 0,
      totalPages: 2,
      totalResults: 3,
    });
  });
});
