import type { Database } from '#server/db/connection.ts';
import { companyFigures } from './insert-analytics-filings.ts';
import { insertFiling } from './insert-filing.ts';
import { assignReviewer, insertReviewer } from './insert-reviewer.ts';

/**
 * Filings at the edges of the analytics definitions, for the in-memory store's exactness tests
 * (ADR 030): rate impacts on every range bound and 0; a carrier whose only filings have no
 * premium or a premium of 0 (premium-weighted mean falls back to the plain mean); no rate and no
 * premium at all; a missing effective date; approved with days but without a disposition date;
 * days on both sides of a year boundary; a company row whose own carrier, state and dates differ
 * from its whole filing's; a factor revised by two company rows, one with no change and no
 * category; two reviewers of one name in two states and a reviewer without reviews. With
 * `farOutlier`, one approved filing took 4,000,000 days: the days' range is then too wide to
 * count medians in histograms or sort them by counting, so they are sorted by comparison. Returns
 * the tracking numbers.
 */
export async function insertStoreEdgeFilings(
  db: Database,
  options: { farOutlier?: boolean } = {},
): Promise<string[]> {
  const tns: string[] = [];
  const add = async (overrides: Parameters<typeof insertFiling>[1]) => {
    const whole = await insertFiling(db, { source: 'edge', ...overrides });
    tns.push(whole.serff_tracking_number);
    return whole.serff_tracking_number;
  };
  for (const [k, rate] of [-5, -0.05, 0.05, 5, 10, 15, 20, 0, -12.5].entries()) {
    await add({
      carrier: 'Edge Bounds Group',
      state: 'WY',
      effective_date_new: k % 2 === 0 ? '2023-12-31' : '2024-01-01',
      submitted_date: k % 2 === 0 ? '2023-10-01' : '2023-09-30',
      disposition_date: '2023-11-30',
      days_to_approval: 40 + (k % 3) * 7,
      companies: [companyFigures(`Edge Bounds Co ${k % 2}`, rate, 1_000_000 + k * 1_001)],
    });
  }
  const zeroPremium = await add({
    carrier: 'Edge Fallback Mutual',
    state: 'WY',
    companies: [companyFigures('Edge Fallback Co', 3, 0)],
  });
  const noPremium = await add({
    carrier: 'Edge Fallback Mutual',
    state: 'WY',
    companies: [{ ...companyFigures('Edge Fallback Co', 6, 0), written_premium_for_program: null }],
  });
  await db.query(
    `update whole_filings set overall_written_premium = 0, overall_written_premium_change = 0
      where serff_tracking_number = $1`,
    [zeroPremium],
  );
  await db.query(
    `update whole_filings set overall_written_premium = null, overall_written_premium_change = null,
        overall_policyholders_affected = null
      where serff_tracking_number = $1`,
    [noPremium],
  );
  const formFiling = await add({
    carrier: 'Edge Fallback Mutual',
    state: 'MT',
    filing_type: 'Form',
    disposition_status: 'Filed',
    effective_date_new: null,
    disposition_date: null,
    days_to_approval: 12,
    companies: [
      {
        company: 'Edge Fallback Co',
        rate_impact: null,
        indicated_change: null,
        written_premium_for_program: null,
        written_premium_change: null,
        policyholders_affected: null,
      },
    ],
    ratingFactors: [{ factor: 'Edge Factor', category: null, change: null }],
  });
  const split = await add({
    carrier: 'Edge Split Group',
    state: 'MT',
    disposition_status: 'Approved as Amended',
    effective_date_new: '2024-02-29',
    days_to_approval: 61,
    companies: [
      companyFigures('Edge Split Alpha Co', 4.25, 2_500_000),
      companyFigures('Edge Split Beta Co', -1.5, 1_500_000),
    ],
    ratingFactors: [
      {
        factor: 'Edge Factor',
        category: 'Edge Category',
        change: 2.5,
        company: 'Edge Split Alpha Co',
      },
      {
        factor: 'Edge Factor',
        category: 'Another Category',
        change: null,
        company: 'Edge Split Beta Co',
      },
    ],
  });
  // A company row whose own columns differ from its whole filing's (SQL reads the row's own).
  await db.query(
    `update filings set carrier = 'Edge Other Carrier', state = 'ID',
        effective_date_new = '2019-05-05', disposition_date = null
      where serff_tracking_number = $1 and company = 'Edge Split Beta Co'`,
    [split],
  );
  const same = [
    await insertReviewer(db, { name: 'Edge Same Name', state: 'WY' }),
    await insertReviewer(db, { name: 'Edge Same Name', state: 'MT' }),
  ];
  await insertReviewer(db, { name: 'Edge Idle Reviewer', state: 'WY' });
  await assignReviewer(db, split, same[1] ?? 0, 'primary');
  await assignReviewer(db, formFiling, same[1] ?? 0, 'secondary');
  for (const tn of tns.slice(0, 9)) await assignReviewer(db, tn, same[0] ?? 0, 'primary');
  if (options.farOutlier) {
    const outlier = await add({
      carrier: 'Edge Bounds Group',
      state: 'WY',
      days_to_approval: 4_000_000,
      companies: [companyFigures('Edge Bounds Co 0', 2, 750_000)],
    });
    await assignReviewer(db, outlier, same[0] ?? 0, 'primary');
  }
  return tns;
}
