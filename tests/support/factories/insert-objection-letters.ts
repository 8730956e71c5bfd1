import type { Database } from '#server/db/connection.ts';
import { insertFiling } from './insert-filing.ts';
import { insertReviewer } from './insert-reviewer.ts';

/**
 * The small set of objection letters the objection domain tests list and summarise:
 *
 * | letter  | filing (state, carrier)   | sent       | signed by                         | themes (stored or classified)          |
 * | texas1  | texas (TX, Alpha Group)   | 2024-01-10 | "A. Moreau" (Alice Moreau's alias) | histogram (classified)                  |
 * | texas2  | texas                     | 2024-02-05 | Bob Lindqvist (no reviewer record) | Trend; Premium impact... (stored)       |
 * | okla1   | okla (OK, Beta Group)     | 2024-02-20 | Alice Moreau                       | Trend (stored)                          |
 * | undated | okla                      | none       | nobody                             | side-by-side (classified)               |
 *
 * A third filing (iowa, IA, Beta Group) has no letter. Only texas1 has a reply.
 */
export async function insertObjectionLetters(db: Database) {
  const alice = await insertReviewer(db, {
    name: 'Alice Moreau',
    state: 'TX',
    alternative_names: ['A. Moreau'],
  });
  const texas = await insertFiling(db, {
    state: 'TX',
    carrier: 'Alpha Group',
    objections: [
      {
        objection_date: '2024-01-10',
        reviewer_id: alice,
        reviewer_name: 'A. Moreau',
        content: 'Please provide the rate-change histogram.',
        reply_content: 'The histogram is attached.',
        reply_date: '2024-01-20',
        summary: null,
      },
      {
        objection_date: '2024-02-05',
        reviewer_name: 'Bob Lindqvist',
        content: 'Explain the trend selection.',
        summary: 'Trend; Premium impact and data anomalies',
      },
    ],
  });
  const okla = await insertFiling(db, {
    state: 'OK',
    carrier: 'Beta Group',
    objections: [
      {
        objection_date: '2024-02-20',
        reviewer_id: alice,
        reviewer_name: 'Alice Moreau',
        content: 'The trend is unsupported.',
        summary: 'Trend',
      },
      {
        objection_date: null,
        reviewer_name: null,
        content: 'Provide a side-by-side comparison of the rates.',
        summary: null,
      },
    ],
  });
  const iowa = await insertFiling(db, { state: 'IA', carrier: 'Beta Group' });
  return { alice, filings: { texas, okla, iowa } };
}
