import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiling } from '../../../tests/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '../../../tests/factories/insert-reviewer.ts';
import type { Database } from '../../db/connection.ts';
import { createTestDatabase, listTestTargets } from '../../db/test-database.ts';
import { resolveFilingFilters } from '../filings/resolve-filing-filters.ts';
import { getReviewerDetails } from './get-reviewer-details.ts';
import { listPrimaryReviewers } from './list-primary-reviewers.ts';

describe.each(listTestTargets())('reviewers on %s', (target) => {
  let db: Database;
  let trackingNumbers: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const id = await insertReviewer(db, {
      name: 'Katherine Johnson',
      state: 'WA',
      alternative_names: ['K. Johnson', 'Kathy Johnson'],
    });
    const other = await insertReviewer(db, { name: 'Omar Haddad', state: 'WA' });
    trackingNumbers = [];
    for (const [k, status] of ['Approved', 'Disapproved', 'Approved'].entries()) {
      const filing = await insertFiling(db, {
        state: 'WA',
        disposition_status: status,
        submitted_date: `2024-0${k + 1}-10`,
        days_to_approval: 40 + k * 10,
        objections:
          k === 1
            ? [{ reviewer_id: id, summary: 'Missing policyholder rate-change histogram' }]
            : [],
      });
      trackingNumbers.push(filing.serff_tracking_number);
      await assignReviewer(db, filing.serff_tracking_number, id, 'primary');
    }
    const first = trackingNumbers[0] ?? '';
    await assignReviewer(db, first, other, 'secondary');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds a reviewer by an alternative spelling and summarises the record', async () => {
    const result = await getReviewerDetails(db, { name: 'kathy johnson', state: 'WA' });
    expect(result?.reviewer).toMatchObject({
      name: 'Katherine Johnson',
      totalFilings: 3,
      totalObjections: 1,
      averageDaysToApproval: 50,
      alternativeNames: ['K. Johnson', 'Kathy Johnson'],
      objectionThemes: [{ value: 'Missing policyholder rate-change histogram', count: 1 }],
    });
    expect(result?.reviewer.recentSerffTrackingNumbers).toEqual([...trackingNumbers].reverse());
    expect(result?.reviewer.summary).toContain('reviewed 3 filings in WA in 2024');
    expect(result?.reviewer.summary).toContain('67% of their decided filings were approved');
    expect(result?.recentReviews.at(-1)?.reviewers).toEqual([
      { name: 'Katherine Johnson', role: 'primary' },
      { name: 'Omar Haddad', role: 'secondary' },
    ]);
    expect(
      await getReviewerDetails(db, { name: 'Katherine Johnson', state: 'OR' }),
    ).toBeUndefined();
  });

  it('lists primary reviewers only, matching names with typos', async () => {
    const input = {
      filters: resolveFilingFilters({ population: 2 }),
      pagination: { page: 1, pageSize: 10 },
    };
    const all = await listPrimaryReviewers(db, { ...input, nameQuery: '' });
    expect(all.reviewers.map((r) => [r.name, r.totalFilings])).toEqual([['Katherine Johnson', 3]]);
    const typo = await listPrimaryReviewers(db, { ...input, nameQuery: 'Jonson' });
    expect(typo.reviewers.map((r) => r.name)).toEqual(['Katherine Johnson']);
    const none = await listPrimaryReviewers(db, { ...input, nameQuery: 'Haddad' });
    expect(none.reviewers).toEqual([]);
  });
});
