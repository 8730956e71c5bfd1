import type { Database } from '#server/db/connection.ts';
import { insertFiling } from './insert-filing.ts';

/**
 * The small search population the search domain tests rank and highlight (effective dates are
 * read against "today" = 2024-06-01 where recency matters):
 *
 * | filing | carrier (company)                                 | state | effective  | text it holds                               |
 * | roof   | Allied Shield Insurance Group (Allied Shield Cas.) | TX    | 2024-05-01 | roof age: name, description, factor, letter, summaries, page 2 |
 * | auto   | Beacon Mutual Group                               | OK    | 2023-01-01 | territory: description, page 1              |
 * | hail   | Beacon Mutual Group                               | TX    | 2020-01-01 | hail: description, page 1; "roof" on page 1 |
 */
export async function insertSearchFilings(db: Database) {
  const roof = await insertFiling(db, {
    product_name: 'Homeowners Roof Plus',
    description: 'Roof age surcharge revision',
    carrier: 'Allied Shield Insurance Group',
    filing_company: 'Allied Shield Casualty Company',
    state: 'TX',
    effective_date_new: '2024-05-01',
    summary: 'Surcharges rise with roof age.',
    companies: [{ company: 'Allied Shield Casualty Company' }],
    ratingFactors: [
      { factor: 'Roof age', category: 'Property', change: 6 },
      { factor: 'Deductible', category: 'Coverage', change: -1 },
    ],
    objections: [
      {
        content: 'Please provide the roof age histogram.',
        reply_content: 'The roof age histogram is attached.',
        summary: 'Missing policyholder rate-change histogram',
      },
    ],
    pages: ['General information.', 'Roof age relativities are shown on this page.'],
  });
  const auto = await insertFiling(db, {
    product_name: 'Private Passenger Auto',
    description: 'Territory rate revision',
    carrier: 'Beacon Mutual Group',
    filing_company: 'Beacon Mutual Insurance Company',
    state: 'OK',
    effective_date_new: '2023-01-01',
    companies: [{ company: 'Beacon Mutual Insurance Company' }],
    pages: ['Territory definitions by ZIP code.'],
  });
  const hail = await insertFiling(db, {
    product_name: 'Homeowners Classic',
    description: 'Wind and hail deductible change',
    carrier: 'Beacon Mutual Group',
    filing_company: 'Beacon Mutual Insurance Company',
    state: 'TX',
    effective_date_new: '2020-01-01',
    companies: [{ company: 'Beacon Mutual Insurance Company' }],
    pages: ['Hail losses drive the change; the roof covering credit is unchanged.'],
  });
  const [objection] = await db.query<{ id: number }>(
    'select id::int as id from objections where serff_tracking_number = $1',
    [roof.serff_tracking_number],
  );
  return { roof, auto, hail, roofObjectionId: objection?.id ?? 0 };
}
