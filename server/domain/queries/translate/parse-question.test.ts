import { describe, expect, it } from 'vitest';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { parseQuestion } from './parse-question.ts';

const vocabulary = () =>
  testVocabulary(
    [
      ['wyoming', { kind: 'value', dimension: 'state', value: 'WY' }],
      ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
      ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
      ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
      ['pending', { kind: 'value', dimension: 'disposition_status', value: 'Pending' }],
    ],
    ['WY', 'IN', 'CA'],
  );

const sql = (text: string) => {
  const parsed = parseQuestion(text, vocabulary());
  if (!parsed.ok) throw new Error(parsed.failReason);
  return parsed.sql;
};

describe('parseQuestion', () => {
  it('keeps a comparison written as a symbol, and a number with several thousands separators', () => {
    expect(sql('homeowners filings with rate impact > 5 in WY')).toContain('f.rate_impact > 5');
    expect(sql('homeowners filings with written premium over $1,500,000')).toContain('1500000');
  });

  it('groups, filters and orders', () => {
    expect(sql('top 3 carriers by average rate impact in CA')).toBe(
      [
        'select f.carrier, round((avg(f.rate_impact))::numeric, 2) as average_rate_impact',
        'from filings f',
        "where f.state = 'CA'",
        'group by 1',
        'order by average_rate_impact desc nulls last, 1',
        'limit 3',
      ].join('\n'),
    );
  });

  it('tolerates typos in names and words', () => {
    expect(sql('filings in wyomingg by carier')).toMatch(/f\.state = 'WY'[\s\S]*group by 1/);
    expect(sql('alied sheild homeowners filings')).toMatch(
      /f\.carrier = 'Allied Shield Insurance Group'/,
    );
  });

  it('reads state codes only in capitals', () => {
    expect(sql('number of filings in IN')).toMatch(/f\.state = 'IN'/);
    expect(sql('number of filings in homeowners')).not.toMatch(/state/);
  });

  it('understands time buckets, quarters and relative periods', () => {
    expect(sql('filings by month in q2 2024')).toMatch(
      /to_char\(f\.effective_date_new, 'YYYY-MM'\)[\s\S]*>= date '2024-04-01'[\s\S]*< date '2024-07-01'/,
    );
    expect(sql('median rate impact in the last 12 months')).toMatch(
      /percentile_cont\(0\.5\)[\s\S]*current_date - interval '12 months'/,
    );
  });

  it('reads time words on the effective date, as the dashboards do, unless another is named', () => {
    const dateOf = (question: string) => {
      const text = sql(question);
      const match = /f\.(\w+_date\w*) >= (date '\d{4}-\d{2}-\d{2}'|current_date)/.exec(text);
      return match?.[1];
    };
    // The effective date by default (the dashboards' basis).
    expect(dateOf('average rate impact for homeowners in 2024')).toBe('effective_date_new');
    expect(dateOf('number of filings in the last 12 months')).toBe('effective_date_new');
    expect(sql('number of filings by year')).toMatch(/extract\(year from f\.effective_date_new\)/);
    expect(dateOf('filings effective in 2024')).toBe('effective_date_new');
    // Submission when the question says so.
    expect(dateOf('number of filings submitted in 2024')).toBe('submitted_date');
    expect(dateOf('homeowners filings filed in the last 12 months')).toBe('submitted_date');
    // The disposition date for decisions in a period, or when named.
    expect(dateOf('how many filings were approved in 2024')).toBe('disposition_date');
    expect(sql('how many filings were approved in 2024')).toMatch(
      /disposition_status = 'Approved'/,
    );
    expect(dateOf('filings withdrawn in the last 12 months')).toBe('disposition_date');
    expect(dateOf('filings disposed in 2023')).toBe('disposition_date');
    // A decision anywhere in a question with a period dates it (fifth pass, the evaluation's
    // convention); a pending status keeps the default; a named date wins.
    expect(dateOf('approved homeowners filings in 2024')).toBe('disposition_date');
    expect(dateOf('pending filings in 2024')).toBe('effective_date_new');
    expect(dateOf('filings approved in 2024 by submitted date')).toBe('submitted_date');
  });

  it('names the words it could not place and suggests a phrasing', () => {
    const parsed = parseQuestion('filings about hailstorms and zebras', vocabulary());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.failReason).toMatch(/"hailstorms", "zebras"/);
      expect(parsed.failReason).toMatch(/Try a phrasing such as/);
    }
  });
});
