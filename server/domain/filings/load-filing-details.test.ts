import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { loadFilingDetails } from './load-filing-details.ts';

describe.each(listTestTargets())('loadFilingDetails on %s', (target) => {
  let db: Database;
  let trackingNumber: string;
  let bare: string;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const filing = await insertFiling(db, {
      description: 'Auto rate revision',
      summary: 'Base rates up',
      prior_serff_tracking_number: 'PRIO-123456',
      companies: [{ company: 'Zeta Co' }, { company: 'Alpha Co' }],
      ratingFactors: [
        {
          factor: 'Territory',
          category: 'Location',
          before_value: '1.05',
          after_value: '1.10',
          change: 4.76,
        },
        {
          factor: 'Driver age',
          category: 'Driver',
          before_value: '0.9-1.2',
          after_value: '0.95-1.3',
          levels: [
            { level: '16-20', before: 1.2, after: 1.3, change: 8.3, weight: 0.25 },
            { level: '21-25', before: 0.9, after: 0.95, change: 5.6, base: false, weight: 0.75 },
          ],
          company: 'Zeta Co',
        },
        {
          factor: 'Roof',
          category: null,
          levels: [{ level: 'New', before: 0.8, after: 0.85, change: 6.25 }],
          change: null,
        },
      ],
      pages: [
        'Filing at a Glance\n\nDriver age is revised.',
        'Rate Pages\nElite Auto - Ohio\n\nPage R-1. Base Rates:\nCoverage\tCurrent Base Rate',
        'Rate Pages (continued)\nElite Auto - Ohio\n\nRule 301. Driver Age (Driver):\nLevel\tCurrent',
      ],
      objections: [
        {
          reviewer_name: 'Ana Ruiz',
          content: 'Justify the trend.',
          objection_date: '2024-01-20',
          reply_content: 'See exhibit 3.',
          reply_date: '2024-01-25',
          summary: 'Trend selection; Territory relativities',
        },
        { reviewer_name: null, content: 'Second round.', summary: null },
      ],
    });
    trackingNumber = filing.serff_tracking_number;
    bare = (await insertFiling(db)).serff_tracking_number;
    await db.query(
      `insert into filing_change_logs (serff_tracking_number, logged_on, entry)
       values ($1, '2024-02-01', 'Disposed'), ($1, '2024-01-15', 'Submitted'), ($1, '2024-02-01', 'Closed; reply of 2024-01-30')`,
      [trackingNumber],
    );
    await db.query(
      `insert into base_rates (serff_tracking_number, company, coverage, before_rate, after_rate, change, exposure_share)
       values ($1, null, 'Bodily Injury', 217, 214, -1.4, 0.6), ($1, 'Zeta Co', 'Collision', 222, 213, -4.1, null)`,
      [trackingNumber],
    );
    await db.query(
      `insert into supplemental_metrics (serff_tracking_number, company, coverage, proposed_change)
       values ($1, 'Zeta Co', 'BI', 3), ($1, 'Alpha Co', 'PD', 2), ($1, 'Alpha Co', 'BI', 1)`,
      [trackingNumber],
    );
    for (const [name, role] of [
      ['Zed Young', 'secondary'],
      ['Amy Ng', 'primary'],
      ['Bea Cruz', 'secondary'],
    ] as const) {
      await assignReviewer(db, trackingNumber, await insertReviewer(db, { name }), role);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('loads the whole filing with its texts and its company rows by company', async () => {
    const details = await loadFilingDetails(db, trackingNumber);
    expect(details?.whole).toMatchObject({
      serff_tracking_number: trackingNumber,
      company_count: 2,
      description: 'Auto rate revision',
      summary: 'Base rates up',
      prior_serff_tracking_number: 'PRIO-123456',
      refiles_serff_tracking_number: null,
    });
    expect(details?.companies.map((c) => c.company)).toEqual(['Alpha Co', 'Zeta Co']);
    expect(details?.metrics.map((m) => [m.company, m.coverage, m.proposed_change])).toEqual([
      ['Alpha Co', 'BI', 1],
      ['Alpha Co', 'PD', 2],
      ['Zeta Co', 'BI', 3],
    ]);
  });

  it('reads single relativities, from a lone level too, and describes ranges and levels', async () => {
    const details = await loadFilingDetails(db, trackingNumber);
    expect(details?.factors).toEqual([
      {
        name: 'Territory',
        category: 'Location',
        description: 'Relativities 1.05 to 1.10',
        relativityBefore: 1.05,
        relativityAfter: 1.1,
        change: 4.76,
        company: null,
        levels: [],
        premiumEffect: null,
        pdfPage: 0,
      },
      {
        name: 'Driver age',
        category: 'Driver',
        description: 'Relativities 0.9-1.2 to 0.95-1.3; levels: 16-20, 21-25',
        change: 0,
        company: 'Zeta Co',
        levels: [
          { level: '16-20', before: 1.2, after: 1.3, change: 8.3, weight: 0.25 },
          { level: '21-25', before: 0.9, after: 0.95, change: 5.6, base: false, weight: 0.75 },
        ],
        // (0.25 x 1.3 + 0.75 x 0.95) / (0.25 x 1.2 + 0.75 x 0.9) - 1 = 1.0375 / 0.975 - 1
        premiumEffect: { value: 6.41, basis: 'exposure' },
        pdfPage: 3,
      },
      {
        name: 'Roof',
        category: '',
        description: 'levels: New',
        relativityBefore: 0.8,
        relativityAfter: 0.85,
        change: 0,
        company: null,
        levels: [{ level: 'New', before: 0.8, after: 0.85, change: 6.25 }],
        premiumEffect: { value: 6.25, basis: 'equal-weight' },
        pdfPage: 0,
      },
    ]);
  });

  it('loads the base rates by coverage with the PDF page that prints them', async () => {
    const details = await loadFilingDetails(db, trackingNumber);
    expect(details?.baseRates).toEqual([
      {
        company: null,
        coverage: 'Bodily Injury',
        before: 217,
        after: 214,
        change: -1.4,
        exposureShare: 0.6,
        pdfPage: 2,
      },
      {
        company: 'Zeta Co',
        coverage: 'Collision',
        before: 222,
        after: 213,
        change: -4.1,
        exposureShare: null,
        pdfPage: 2,
      },
    ]);
  });

  it('lists objections by round with their themes, the change log oldest first and reviewers by role', async () => {
    const details = await loadFilingDetails(db, trackingNumber);
    expect(details?.objections).toEqual([
      {
        round: 1,
        sentDate: '2024-01-20',
        reviewer: 'Ana Ruiz',
        content: 'Justify the trend.',
        reply: 'See exhibit 3.',
        replyDate: '2024-01-25',
        themes: ['Trend selection', 'Territory relativities'],
      },
      {
        round: 2,
        sentDate: '2024-01-15',
        reviewer: '',
        content: 'Second round.',
        reply: '',
        replyDate: null,
        themes: [],
      },
    ]);
    expect(details?.changeLog).toBe(
      'Jan 15, 2024: Submitted\nFeb 1, 2024: Disposed\nFeb 1, 2024: Closed; reply of Jan 30, 2024',
    );
    expect(details?.reviewers).toEqual([
      { name: 'Amy Ng', role: 'primary' },
      { name: 'Bea Cruz', role: 'secondary' },
      { name: 'Zed Young', role: 'secondary' },
    ]);
  });

  it('gives empty children for a bare filing and undefined for an unknown one', async () => {
    const details = await loadFilingDetails(db, bare);
    expect(details).toMatchObject({
      metrics: [],
      factors: [],
      baseRates: [],
      objections: [],
      changeLog: '',
      reviewers: [],
    });
    expect(details?.companies).toHaveLength(1);
    expect(await loadFilingDetails(db, 'NONE-0000000')).toBeUndefined();
  });
});
