import { describe, expect, it } from 'vitest';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { listSavedFilters } from './list-saved-filters.ts';

describe.each(listTestTargets())('listSavedFilters on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await db.query(
      `insert into saved_filters (user_id, name, created_at) values
       ('u1', 'oldest', '2024-01-01'), ('u1', 'newest', '2024-03-01'), ('u1', 'middle', '2024-02-01'),
       ('u2', 'other', '2024-04-01')`,
    );
    await db.query(
      `insert into saved_filters (user_id, name, created_at, visibility, organization_id) values
       ('u2', 'shared with o1', '2024-05-01', 'organization', 'o1'),
       ('u4', 'shared with o2', '2024-05-02', 'organization', 'o2'),
       ('u2', 'was in o1', '2024-05-03', 'private', 'o1')`,
    );
  });

  const names = async (
    userId: string,
    page: number,
    pageSize: number,
    organizationId: string | null = null,
  ) => {
    const listed = await listSavedFilters(
      fixture.db,
      { userId, organizationId },
      { page, pageSize },
    );
    return { names: listed.savedFilters.map((f) => f.name), page: listed.page };
  };

  it("lists the user's filters only, newest first", async () => {
    expect(await names('u1', 1, 10)).toEqual({
      names: ['newest', 'middle', 'oldest'],
      page: { nextPage: 0, totalPages: 1, totalResults: 3 },
    });
  });

  it('pages through them', async () => {
    expect(await names('u1', 1, 2)).toEqual({
      names: ['newest', 'middle'],
      page: { nextPage: 2, totalPages: 2, totalResults: 3 },
    });
    expect((await names('u1', 2, 2)).names).toEqual(['oldest']);
    expect((await names('u1', 3, 2)).names).toEqual([]);
  });

  it("adds the views shared with the caller's organization, and no other organization's", async () => {
    expect((await names('u1', 1, 10, 'o1')).names).toEqual([
      'shared with o1',
      'newest',
      'middle',
      'oldest',
    ]);
    expect((await names('u3', 1, 10, 'o2')).names).toEqual(['shared with o2']);
    expect((await names('u3', 1, 10, null)).names).toEqual([]);
  });

  it('lists nothing for a user without filters', async () => {
    expect(await names('u3', 1, 10)).toEqual({
      names: [],
      page: { nextPage: 0, totalPages: 0, totalResults: 0 },
    });
  });
});
