import type { Database } from '#server/db/connection.ts';
import { insertFiling } from './insert-filing.ts';
import { assignReviewer, insertReviewer } from './insert-reviewer.ts';

/** A company row whose premium change is its rate impact applied to its written premium. */
export const companyFigures = (company: string, rate: number, premium: number) => ({
  company,
  rate_impact: rate,
  written_premium_for_program: premium,
  written_premium_change: (rate / 100) * premium,
});

/**
 * The small analytics population the domain tests assert exact figures on (five filings in two
 * states, two carrier groups, three reviewers):
 *
 * | filing    | state | carrier      | status    | rate impact | premium   | days |
 * | big       | NE    | Big Group    | Approved  | 10          | 9,000,000 | 30   |
 * | flat      | NE    | Small Mutual | Approved  | 0           | 1,000,000 | 90   |
 * | pending   | NE    | Small Mutual | Pending   | −7          | 2,000,000 | –    |
 * | iowa      | IA    | Big Group    | Approved  | 5 (4 and 8) | 4,000,000 | 50   |
 * | withdrawn | IA    | Small Mutual | Withdrawn | 3           | 500,000   | 20   |
 *
 * Only `big` and `iowa` are rate changes that took effect (the default population). `iowa` has
 * two companies (Big Insurance Co 4 % on 3,000,000, Big Casualty Co 8 % on 1,000,000). Reviews:
 * Alice (NE) primary on big and flat, Bob (NE) secondary on flat, Cara (IA) primary on iowa
 * and withdrawn and secondary on big. Rating factors: big Roof age +8 and Territory +2, flat
 * Territory +4, iowa Territory +5 and +7 (one row per company).
 */
export async function insertAnalyticsFilings(db: Database) {
  const big = await insertFiling(db, {
    state: 'NE',
    carrier: 'Big Group',
    days_to_approval: 30,
    submitted_date: '2024-01-15',
    effective_date_new: '2024-04-01',
    companies: [companyFigures('Big Insurance Co', 10, 9_000_000)],
    objections: [{ summary: 'Territory relativities' }, { summary: 'Trend selection' }],
    ratingFactors: [
      { factor: 'Roof age', category: 'Property', change: 8 },
      { factor: 'Territory', category: 'Location', change: 2 },
    ],
  });
  const flat = await insertFiling(db, {
    state: 'NE',
    carrier: 'Small Mutual',
    days_to_approval: 90,
    submitted_date: '2024-01-20',
    effective_date_new: '2024-04-20',
    companies: [companyFigures('Small Mutual Ins', 0, 1_000_000)],
    ratingFactors: [{ factor: 'Territory', category: 'Location', change: 4 }],
  });
  const pending = await insertFiling(db, {
    state: 'NE',
    carrier: 'Small Mutual',
    disposition_status: 'Pending',
    disposition_date: null,
    days_to_approval: null,
    submitted_date: '2024-02-01',
    effective_date_new: '2024-07-01',
    companies: [companyFigures('Small Mutual Ins', -7, 2_000_000)],
  });
  const iowa = await insertFiling(db, {
    state: 'IA',
    carrier: 'Big Group',
    days_to_approval: 50,
    submitted_date: '2024-03-01',
    disposition_date: '2024-04-20',
    effective_date_new: '2024-06-15',
    companies: [
      companyFigures('Big Insurance Co', 4, 3_000_000),
      companyFigures('Big Casualty Co', 8, 1_000_000),
    ],
    objections: [{ summary: 'Trend selection' }],
    ratingFactors: [
      { factor: 'Territory', category: 'Location', change: 5, company: 'Big Insurance Co' },
      { factor: 'Territory', category: 'Location', change: 7, company: 'Big Casualty Co' },
    ],
  });
  const withdrawn = await insertFiling(db, {
    state: 'IA',
    carrier: 'Small Mutual',
    disposition_status: 'Withdrawn',
    days_to_approval: 20,
    submitted_date: '2024-03-10',
    disposition_date: '2024-03-30',
    effective_date_new: '2024-06-01',
    companies: [companyFigures('Small Mutual Ins', 3, 500_000)],
  });
  const alice = await insertReviewer(db, { name: 'Alice Moreau', state: 'NE' });
  const bob = await insertReviewer(db, { name: 'Bob Lindqvist', state: 'NE' });
  const cara = await insertReviewer(db, { name: 'Cara Nakamura', state: 'IA' });
  await assignReviewer(db, big.serff_tracking_number, alice, 'primary');
  await assignReviewer(db, flat.serff_tracking_number, alice, 'primary');
  await assignReviewer(db, flat.serff_tracking_number, bob, 'secondary');
  await assignReviewer(db, iowa.serff_tracking_number, cara, 'primary');
  await assignReviewer(db, withdrawn.serff_tracking_number, cara, 'primary');
  await assignReviewer(db, big.serff_tracking_number, cara, 'secondary');
  return {
    filings: { big, flat, pending, iowa, withdrawn },
    reviewers: { alice, bob, cara },
  };
}
