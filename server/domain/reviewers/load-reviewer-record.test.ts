import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { companyFigures } from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { loadReviewerRecord } from './load-reviewer-record.ts';

const AUTO = '19.0 Personal Auto';
const HOME = '04.0 Homeowners';

describe.each(listTestTargets())('loadReviewerRecord on %s', (target) => {
  let db: Database;
  let ana: number;
  let newcomer: number;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    ana = await insertReviewer(db, { name: 'Ana Ruiz', state: 'TX', title: 'Rate Analyst' });
    const ben = await insertReviewer(db, { name: 'Ben Ode', state: 'TX' });
    newcomer = await insertReviewer(db, { name: 'New Comer', state: 'TX' });
    const approved = await insertFiling(db, {
      state: 'TX',
      line_of_business: AUTO,
      submitted_date: '2022-05-01',
      days_to_approval: 40,
      companies: [companyFigures('A Co', 10, 1_000_000)],
      objections: [
        { reviewer_id: ana, summary: 'Trend selection; Territory relativities' },
        { reviewer_id: ana, summary: 'Trend selection' },
      ],
    });
    const disapproved = await insertFiling(db, {
      state: 'TX',
      line_of_business: HOME,
      disposition_status: 'Disapproved',
      submitted_date: '2024-02-01',
      days_to_approval: 70,
      companies: [companyFigures('A Co', 4, 3_000_000)],
      objections: [{ reviewer_id: ben, summary: 'Expense load' }],
    });
    const pending = await insertFiling(db, {
      state: 'TX',
      line_of_business: AUTO,
      disposition_status: 'Pending',
      disposition_date: null,
      days_to_approval: null,
      submitted_date: '2023-07-01',
      companies: [companyFigures('A Co', 2, 1_000_000)],
      objections: [{ reviewer_id: ana, summary: '' }],
    });
    // Not hers: one in her state (in the state average), one elsewhere (not).
    await insertFiling(db, { state: 'TX', days_to_approval: 100 });
    await insertFiling(db, { state: 'OK', days_to_approval: 10 });
    await assignReviewer(db, approved.serff_tracking_number, ana, 'primary');
    await assignReviewer(db, disapproved.serff_tracking_number, ana, 'secondary');
    await assignReviewer(db, pending.serff_tracking_number, ana, 'primary');
  });
  afterAll(async () => {
    await db?.close();
  });

  const identity = (id: number, name: string) => ({
    id,
    name,
    state: 'TX',
    title: name === 'Ana Ruiz' ? 'Rate Analyst' : null,
    alternative_names: [],
  });

  it('computes the figures of every filing she reviews, in either role', async () => {
    const record = await loadReviewerRecord(db, identity(ana, 'Ana Ruiz'));
    expect(record).toMatchObject({
      name: 'Ana Ruiz',
      state: 'TX',
      title: 'Rate Analyst',
      totalFilings: 3,
      primaryFilings: 2,
      firstYear: 2022,
      lastYear: 2024,
      decidedFilings: 2,
      approvedFilings: 1,
      averageDaysToApproval: 40,
      stateAverageDaysToApproval: 70,
      topLines: [AUTO, HOME],
    });
    expect(record.premiumWeightedRateImpact).toBeCloseTo(24 / 5, 9);
  });

  it('counts her own objections and their themes, most frequent first', async () => {
    const record = await loadReviewerRecord(db, identity(ana, 'Ana Ruiz'));
    expect(record.totalObjections).toBe(3);
    expect(record.objectionThemes).toEqual([
      { value: 'Trend selection', count: 2 },
      { value: 'Territory relativities', count: 1 },
    ]);
    // Filings with any objection, whoever raised it (the disapproved one has only Ben's).
    expect(record.filingsWithObjections).toBe(3);
  });

  it('gives an empty record for a reviewer without filings', async () => {
    expect(await loadReviewerRecord(db, identity(newcomer, 'New Comer'))).toEqual({
      name: 'New Comer',
      state: 'TX',
      title: null,
      totalFilings: 0,
      primaryFilings: 0,
      firstYear: null,
      lastYear: null,
      decidedFilings: 0,
      approvedFilings: 0,
      averageDaysToApproval: null,
      stateAverageDaysToApproval: 70,
      premiumWeightedRateImpact: null,
      totalObjections: 0,
      filingsWithObjections: 0,
      topLines: [],
      objectionThemes: [],
    });
  });
});
