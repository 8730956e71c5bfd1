import { describe, expect, it } from 'vitest';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { parseQuestion } from './parse-question.ts';

/** Grammar of analysts' questions, one construct per test, over a small vocabulary. */
const vocabulary = testVocabulary(
  [
    ['oregon', { kind: 'value', dimension: 'state', value: 'OR' }],
    ['nevada', { kind: 'value', dimension: 'state', value: 'NV' }],
    ['condo', { kind: 'value', dimension: 'sub_toi', value: '04.0001 Condominium Homeowners' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '03.0 Farmowners' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['use and file', { kind: 'value', dimension: 'approval_type', value: 'Use and File' }],
    ['secondary', { kind: 'value', dimension: 'role', value: 'secondary' }],
  ],
  ['OR', 'NV', 'ID'],
);

const read = (text: string) => parseQuestion(text, vocabulary);
const sql = (text: string): string => {
  const parsed = read(text);
  if (!parsed.ok) throw new Error(parsed.failReason);
  return parsed.sql;
};

describe('negation', () => {
  it('leaves out the values after "excluding", "other than", "except", "not", "leaving out"', () => {
    expect(sql('median rate change excluding oregon')).toContain("f.state <> 'OR'");
    expect(sql('filing count for states other than ID and NV')).toContain(
      "f.state not in ('ID', 'NV')",
    );
    expect(sql('number of filings leaving out farm')).toContain(
      "f.line_of_business <> '03.0 Farmowners'",
    );
    expect(sql('how many filings not withdrawn')).toContain("f.disposition_status <> 'Withdrawn'");
  });

  it('does not group by the dimension whose values it leaves out', () => {
    expect(sql('count filings in states except oregon')).not.toMatch(/group by/);
  });

  it('reads "without objections" as none', () => {
    expect(sql('nevada filings without objection letters')).toContain('f.objection_count = 0');
  });
});

describe('thresholds and conditions on aggregates', () => {
  it('takes the measure named after the number, or from its unit', () => {
    expect(sql('filings that took longer than 45 days')).toContain('f.days_to_approval > 45');
    expect(sql('filings over 2.5 million dollars of premium change')).toContain('2500000');
    expect(sql('filings with at least 3000 policyholders affected')).toContain(
      'f.policyholders_affected >= 3000',
    );
  });

  it('reads a range of numbers', () => {
    expect(sql('filings with rate impact between 2% and 4%')).toMatch(
      /f\.rate_impact >= 2[\s\S]*f\.rate_impact <= 4/,
    );
  });

  it("puts a condition on a group's average in HAVING", () => {
    expect(sql('states averaging more than 30 days')).toMatch(
      /group by 1\nhaving round\(\(avg\(f\.days_to_approval\)\)::numeric, 2\) > 30/,
    );
    expect(sql('carriers whose median rate impact is below 1%')).toContain(
      'having round((percentile_cont(0.5) within group (order by f.rate_impact))::numeric, 2) < 1',
    );
    expect(sql('states where the filing count is at least 7')).toContain('having count(*) >= 7');
  });
});

describe('counts, shares and ratios', () => {
  it('counts distinct values', () => {
    expect(sql('how many carriers filed in oregon')).toMatch(/count\(distinct f\.carrier\)/);
    expect(sql('number of different states per carrier')).toMatch(
      /select f\.carrier, count\(distinct f\.state\)/,
    );
  });

  it('takes a share of filings, the counted part after "were"', () => {
    const text = sql('what percentage of condo filings were withdrawn');
    expect(text).toContain(
      "round(100.0 * count(*) filter (where f.disposition_status = 'Withdrawn') / nullif(count(*), 0), 2)",
    );
    expect(text).toContain("where f.sub_toi = '04.0001 Condominium Homeowners'");
  });

  it('averages a figure "per filing"', () => {
    expect(sql('objection letters per filing by state')).toMatch(/avg\(f\.objection_count\)/);
    expect(sql('average number of objections by state')).toMatch(/avg\(f\.objection_count\)/);
  });
});

describe('superlatives and top-N', () => {
  it('gives one figure for a superlative with no filings named', () => {
    expect(sql('the smallest rate change of all time')).toMatch(/^select min\(f\.rate_impact\)/);
    expect(sql('what was the biggest rate hike ever')).toMatch(/^select max\(f\.rate_impact\)/);
  });

  it('lists the filing when one is asked for', () => {
    expect(sql('the filing with the lowest written premium')).toMatch(/limit 1$/);
  });

  it('takes a limit written as a word anywhere in the sentence', () => {
    expect(sql('which seven carriers had the highest average rate impact')).toMatch(/limit 7$/);
    expect(sql('the 4 states with the fewest filings')).toMatch(/asc nulls last, 1\nlimit 4$/);
  });

  it('takes one row for a singular grouping with a superlative', () => {
    expect(sql('state with the most withdrawn filings')).toMatch(/limit 1$/);
  });
});

describe('calendar expressions', () => {
  it('reads months, days and quarters with their years', () => {
    expect(sql('filings in sept 2023')).toMatch(/>= date '2023-09-01'[\s\S]*< date '2023-10-01'/);
    expect(sql('filings submitted on or after March 15, 2024')).toContain(
      "f.submitted_date >= date '2024-03-15'",
    );
    expect(sql('filings in 2022 Q2')).toMatch(/>= date '2022-04-01'[\s\S]*< date '2022-07-01'/);
  });

  it('reads ranges of months sharing a year, and lists of years', () => {
    expect(sql('filings between february and may 2021')).toMatch(
      />= date '2021-02-01'[\s\S]*< date '2021-06-01'/,
    );
    expect(sql('filings in 2019, 2020 or 2021')).toMatch(
      />= date '2019-01-01'[\s\S]*< date '2022-01-01'/,
    );
    expect(sql('filings from 2018 onwards')).toContain(">= date '2018-01-01'");
    expect(sql('filings after 2020')).toContain(">= date '2021-01-01'");
    expect(sql('filings before june 2020')).toContain("< date '2020-06-01'");
  });

  it('reads rolling windows of any length, and the year to date', () => {
    expect(sql('filings in the past 9 months')).toContain("interval '9 months'");
    expect(sql('filings over the last four years')).toContain("interval '48 months'");
    expect(sql('filings in the previous 30 days')).toContain("interval '30 days'");
    expect(sql('filings year to date')).toContain("date_trunc('year', current_date)");
  });

  it('groups "year by year" and "broken out by"', () => {
    expect(sql('filings year-by-year')).toContain('extract(year from');
    expect(sql('filings broken out by approval type')).toContain('f.approval_type');
  });
});

describe('filters on columns', () => {
  it('filters on approval type and reviewer role', () => {
    expect(sql('use and file filings in oregon')).toContain("f.approval_type = 'Use and File'");
    expect(sql('number of filings with a secondary reviewer')).toContain("r.role = 'secondary'");
  });
});

describe('honesty', () => {
  it('describes what it answers, with the date basis', () => {
    const parsed = read('average rate impact by state for condo in 2024');
    expect(parsed.interpretation).toBe(
      'Average rate impact · filings effective in 2024 · sub-TOI Condominium Homeowners · by state · date basis: effective date',
    );
    expect(parsed.ok && parsed.warning).toBe('');
    expect(parsed.confidence).toBe(1);
  });

  it('skips an unknown word when the rest is clear, and says so', () => {
    const parsed = read('average rate impact by state, roughly');
    expect(parsed.ok).toBe(true);
    expect(parsed.ignoredWords).toEqual(['roughly']);
    expect(parsed.confidence).toBeLessThan(1);
    if (parsed.ok) expect(parsed.warning).toMatch(/ignored "roughly"/);
  });

  it("declines when the unknown word is the measure, a threshold's subject or a grouping", () => {
    for (const text of [
      'average loss ratio in oregon',
      'filings with combined ratio above 90',
      'number of filings by territory',
    ]) {
      const parsed = read(text);
      expect(parsed.ok, text).toBe(false);
    }
  });

  it('declines, proposing its reading, when too much is unknown', () => {
    const parsed = read('oregon frobnicated quux zorbly');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.failReason).toMatch(/I would read it as: List of filings/);
  });
});
