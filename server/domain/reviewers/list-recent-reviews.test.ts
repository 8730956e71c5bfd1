import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { listRecentReviews } from './list-recent-reviews.ts';

describe.each(listTestTargets())('listRecentReviews on %s', (target) => {
  let db: Database;
  let rosa: number;
  let order: string[];
  let pendingNumber: string;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    rosa = await insertReviewer(db, { name: 'Rosa Diaz', state: 'MN' });
    const tom = await insertReviewer(db, { name: 'Tom Berg', state: 'MN' });
    const sam = await insertReviewer(db, { name: 'Sam Ali', state: 'MN' });
    const march = [];
    for (let k = 0; k < 2; k++) {
      march.push(
        await insertFiling(db, { state: 'MN', submitted_date: '2024-03-05', days_to_approval: 30 }),
      );
    }
    const pending = await insertFiling(db, {
      state: 'MN',
      submitted_date: '2024-01-10',
      disposition_status: 'Pending',
      disposition_date: null,
      days_to_approval: null,
      companies: [{ company: 'Form Co', rate_impact: null }],
    });
    pendingNumber = pending.serff_tracking_number;
    const undated = await insertFiling(db, { state: 'MN', submitted_date: null });
    const notHers = await insertFiling(db, { state: 'MN', submitted_date: '2025-01-01' });
    for (const f of [...march, pending, undated])
      await assignReviewer(db, f.serff_tracking_number, rosa);
    const [first] = march;
    if (!first) throw new Error('no filing');
    await assignReviewer(db, first.serff_tracking_number, tom, 'secondary');
    await assignReviewer(db, first.serff_tracking_number, sam, 'secondary');
    await assignReviewer(db, notHers.serff_tracking_number, tom);
    // Newest submission first, ties by tracking number descending, undated last.
    order = [
      ...march
        .map((f) => f.serff_tracking_number)
        .sort()
        .reverse(),
      pending.serff_tracking_number,
      undated.serff_tracking_number,
    ];
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists her reviews newest first, undated last', async () => {
    const reviews = await listRecentReviews(db, rosa);
    expect(reviews.map((r) => r.serffTrackingNumber)).toEqual(order);
    expect((await listRecentReviews(db, rosa, 2)).map((r) => r.serffTrackingNumber)).toEqual(
      order.slice(0, 2),
    );
  });

  it('names every reviewer of each filing, primary first then by name', async () => {
    const reviews = await listRecentReviews(db, rosa);
    const shared = reviews.find((r) => r.reviewers.length > 1);
    expect(shared?.reviewers).toEqual([
      { name: 'Rosa Diaz', role: 'primary' },
      { name: 'Sam Ali', role: 'secondary' },
      { name: 'Tom Berg', role: 'secondary' },
    ]);
    expect(reviews.filter((r) => r.reviewers.length === 1)).toHaveLength(3);
  });

  it('reads a missing rate impact or days as 0 and keeps the dates', async () => {
    const reviews = await listRecentReviews(db, rosa);
    expect(reviews.find((r) => r.serffTrackingNumber === pendingNumber)).toEqual({
      serffTrackingNumber: pendingNumber,
      state: 'MN',
      rateImpact: 0,
      daysToApproval: 0,
      submittedDate: '2024-01-10',
      dispositionDate: null,
      reviewers: [{ name: 'Rosa Diaz', role: 'primary' }],
    });
    expect(reviews[0]).toMatchObject({
      rateImpact: 7.2,
      daysToApproval: 30,
      submittedDate: '2024-03-05',
    });
    expect(await listRecentReviews(db, -1)).toEqual([]);
  });
});
