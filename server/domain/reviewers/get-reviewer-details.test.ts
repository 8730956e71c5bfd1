import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { getReviewerDetails, reviewerDetailsRequestSchema } from './get-reviewer-details.ts';

describe('reviewerDetailsRequestSchema', () => {
  it('trims the name and upper-cases the state', () => {
    expect(reviewerDetailsRequestSchema.parse({ name: ' Ana Ruiz ', state: 'tx ' })).toEqual({
      name: 'Ana Ruiz',
      state: 'TX',
    });
  });

  it.each([
    [{ name: ' ', state: 'TX' }, 'A reviewer name is required'],
    [{ name: 'x'.repeat(201), state: 'TX' }, 'Name is too long'],
    [{ name: 'Ana', state: 'Texas' }, 'State must be a two-letter code'],
    [{ name: 'Ana', state: '' }, 'State must be a two-letter code'],
  ])('refuses %j', (input, message) => {
    expect(() => reviewerDetailsRequestSchema.parse(input)).toThrow(message);
  });
});

describe.each(listTestTargets())('getReviewerDetails on %s', (target) => {
  let db: Database;
  let trackingNumbers: string[] = [];
  let busyNumbers: string[] = [];
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
    const busy = await insertReviewer(db, { name: 'Busy Bee', state: 'ID' });
    busyNumbers = [];
    for (let k = 0; k < 12; k++) {
      const filing = await insertFiling(db, {
        state: 'ID',
        submitted_date: `2023-${String(k + 1).padStart(2, '0')}-01`,
      });
      busyNumbers.push(filing.serff_tracking_number);
      await assignReviewer(db, filing.serff_tracking_number, busy);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds a reviewer by an alternative spelling and summarises the record', async () => {
    const result = await getReviewerDetails(db, { name: 'kathy johnson', state: 'WA' });
    expect(result?.reviewer).toMatchObject({
      name: 'Katherine Johnson',
      state: 'WA',
      totalFilings: 3,
      totalObjections: 1,
      averageDaysToApproval: 50,
      alternativeNames: ['K. Johnson', 'Kathy Johnson'],
      objectionThemes: [{ value: 'Missing policyholder rate-change histogram', count: 1 }],
    });
    expect(result?.reviewer.premiumWeightedRateImpact).toBeCloseTo(7.2, 9);
    expect(result?.reviewer.recentSerffTrackingNumbers).toEqual([...trackingNumbers].reverse());
    expect(result?.reviewer.summary).toContain('reviewed 3 filings in WA in 2024');
    expect(result?.reviewer.summary).toContain('66.7% of their decided filings were approved');
    expect(result?.recentReviews.at(-1)?.reviewers).toEqual([
      { name: 'Katherine Johnson', role: 'primary' },
      { name: 'Omar Haddad', role: 'secondary' },
    ]);
  });

  it('names the 10 latest filings and lists up to 20 recent reviews', async () => {
    const result = await getReviewerDetails(db, { name: 'Busy Bee', state: 'ID' });
    const newestFirst = [...busyNumbers].reverse();
    expect(result?.reviewer.recentSerffTrackingNumbers).toEqual(newestFirst.slice(0, 10));
    expect(result?.recentReviews.map((r) => r.serffTrackingNumber)).toEqual(newestFirst);
    expect(result?.reviewer).toMatchObject({ totalFilings: 12, totalObjections: 0 });
  });

  it('is undefined for an unknown reviewer or another state', async () => {
    expect(
      await getReviewerDetails(db, { name: 'Katherine Johnson', state: 'OR' }),
    ).toBeUndefined();
    expect(await getReviewerDetails(db, { name: 'Nobody', state: 'WA' })).toBeUndefined();
  });
});
