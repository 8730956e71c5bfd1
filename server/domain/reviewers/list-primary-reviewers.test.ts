import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import {
  listPrimaryReviewers,
  listPrimaryReviewersRequestSchema,
} from './list-primary-reviewers.ts';

describe.each(listTestTargets())('listPrimaryReviewers on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const katherine = await insertReviewer(db, {
      name: 'Katherine Johnson',
      state: 'WA',
      alternative_names: ['K. Johnson', 'Kathy Johnson'],
    });
    const omar = await insertReviewer(db, { name: 'Omar Haddad', state: 'WA' });
    const li = await insertReviewer(db, { name: 'Li Wei', state: 'OR' });
    for (const [k, status] of ['Approved', 'Disapproved', 'Approved'].entries()) {
      const filing = await insertFiling(db, {
        state: 'WA',
        disposition_status: status,
        days_to_approval: 40 + k * 10,
      });
      await assignReviewer(db, filing.serff_tracking_number, katherine, 'primary');
      if (k === 0) await assignReviewer(db, filing.serff_tracking_number, omar, 'secondary');
    }
    const oregon = await insertFiling(db, { state: 'OR', days_to_approval: 20 });
    await assignReviewer(db, oregon.serff_tracking_number, li, 'primary');
  });
  afterAll(async () => {
    await db?.close();
  });

  const list = (input: object) =>
    listPrimaryReviewers(db, listPrimaryReviewersRequestSchema.parse(input));
  const everyFiling = { filters: { population: 2 } };

  it('lists primary reviewers only, most primary filings first', async () => {
    const all = await list(everyFiling);
    expect(all.reviewers).toEqual([
      { name: 'Katherine Johnson', state: 'WA', totalFilings: 3, averageDaysToApproval: 50 },
      { name: 'Li Wei', state: 'OR', totalFilings: 1, averageDaysToApproval: 20 },
    ]);
    expect(all.page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 2 });
    const byDefault = await list({});
    expect(byDefault.reviewers.map((r) => [r.name, r.totalFilings])).toEqual([
      ['Katherine Johnson', 2],
      ['Li Wei', 1],
    ]);
    const oregon = await list({ filters: { population: 2, states: ['OR'] } });
    expect(oregon.reviewers.map((r) => r.name)).toEqual(['Li Wei']);
  });

  it('matches names and alternative names as substrings or with typos', async () => {
    const names = async (nameQuery: string) =>
      (await list({ ...everyFiling, nameQuery })).reviewers.map((r) => r.name);
    expect(await names('Jonson')).toEqual(['Katherine Johnson']);
    expect(await names('kathy')).toEqual(['Katherine Johnson']);
    expect(await names('WEI')).toEqual(['Li Wei']);
    expect(await names('Haddad')).toEqual([]);
    // LIKE wildcards in the query are literal characters.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('pages, and validates the request', async () => {
    const second = await list({ ...everyFiling, pagination: { page: 2, pageSize: 1 } });
    expect(second.reviewers.map((r) => r.name)).toEqual(['Li Wei']);
    expect(second.page).toEqual({ nextPage: 0, totalPages: 2, totalResults: 2 });
    expect(listPrimaryReviewersRequestSchema.parse({ nameQuery: '  Li ' }).nameQuery).toBe('Li');
    expect(() => listPrimaryReviewersRequestSchema.parse({ nameQuery: 'x'.repeat(201) })).toThrow(
      'Name query is too long',
    );
  });
});
