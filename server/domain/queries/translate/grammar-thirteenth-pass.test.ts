import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';

/**
 * Thirteenth pass of issue 22, from the classes of held-out v8's unwarned wrong answers (opened
 * for tuning this pass), worded apart from every split: a reviews value left out of a question
 * about filings, a rolling window that ends today, submission said as a phrasal verb, and
 * readings whose rows are not about what the question asks about (who reviewed, people counted,
 * a yearly figure, letters per reviewer).
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['nevada', { kind: 'value', dimension: 'state', value: 'NV' }],
    ['secondary', { kind: 'value', dimension: 'role', value: 'secondary' }],
  ],
  ['UT', 'NV'],
);
const { capped, clear, sql } = questionReader(vocabulary);

describe('a value of the reviews left out of a question about filings', () => {
  it('keeps the filings none of whose reviews has it, not the rows of the other reviews', () => {
    for (const q of [
      'number of utah filings that never had a secondary reviewer',
      'count the filings lacking a secondary reviewer',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('not exists (select 1 from reviews x');
      expect(text, q).toContain("x.role = 'secondary'");
      expect(text, q).not.toContain("r.role <> 'secondary'");
    }
  });
});

describe('a rolling window', () => {
  it('ends today, whichever date it is on', () => {
    for (const q of [
      'how many nevada filings became effective during the past 9 months',
      'filings effective in the last 2 years in utah, how many',
    ])
      expect(sql(q), q).toContain('f.effective_date_new <= current_date');
  });
});

describe('submission said as a phrasal verb', () => {
  it('reads "went in" and "lodged" as the submission date', () => {
    for (const q of [
      'third quarter 2021: how many filings went in',
      'count of filings lodged in 2020',
    ])
      expect(sql(q), q).toContain('f.submitted_date >= date');
  });

  it('leaves "sent in" to letters: "sent" dates them, "in" comes before the period', () => {
    expect(sql('objection letters sent in 2021, how many')).not.toContain('f.submitted_date');
  });
});

describe('rows about something other than what the question asks about', () => {
  it('warns when "who" with a verb of reviewing gets rows per carrier', () => {
    capped('who reviewed no fewer than 12 filings in nevada', 'asks for the reviewers');
    // Filing is a carrier's verb: rows per carrier are what it asks.
    clear('who filed the most in utah');
  });

  it('warns when the question counts people and the reading counts filings', () => {
    capped('the nevada staff split out by title', 'the question counts "staff"');
  });

  it('warns when a yearly word before a figure became a row per year', () => {
    // "annual written premium" is the figure itself (twenty-third pass): written premium is annual.
    capped(
      'the best three utah filings by annual rate impact',
      'as a row per year, though it may only describe the figure',
    );
    clear('total written premium per year for utah');
  });

  it('warns when letters are totalled per title with no verb said', () => {
    capped('which reviewer title has the greatest total objections', 'not the letters they wrote');
  });
});
