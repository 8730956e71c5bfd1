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
    ['primary', { kind: 'value', dimension: 'role', value: 'primary' }],
    ['prior approval', { kind: 'value', dimension: 'approval_type', value: 'Prior Approval' }],
    ['file and use', { kind: 'value', dimension: 'approval_type', value: 'File and Use' }],
    ['pulled', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['rejections', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['disapproval', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['zenith', { kind: 'value', dimension: 'carrier', value: 'Zenith Holdings' }],
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
      /group by 1\nhaving avg\(f\.days_to_approval\) > 30/,
    );
    expect(sql('carriers whose median rate impact is below 1%')).toContain(
      'having percentile_cont(0.5) within group (order by f.rate_impact) < 1',
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
  it('gives the filing with the figure for a superlative with no filings named', () => {
    // Tenth pass: the filing with the figure (its row holds the figure), limited to one.
    expect(sql('the smallest rate change of all time')).toMatch(
      /order by f\.rate_impact asc[\s\S]*limit 1$/,
    );
    expect(sql('what was the biggest rate hike ever')).toMatch(
      /order by f\.rate_impact desc[\s\S]*limit 1$/,
    );
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

describe('second pass (issue 22): honest readings of loose wording', () => {
  it('reads values given as examples of a grouping as examples, and says so', () => {
    const parsed = read('filings per approval type, e.g. prior approval or file and use');
    expect(parsed.ok && parsed.sql).not.toContain("'Prior Approval'");
    expect(parsed.ok && parsed.sql).toContain('group by 1');
    expect(parsed.ok && parsed.warning).toMatch(/examples/);
    expect(
      sql('median rate impact by approval type (file and use, prior approval, etc)'),
    ).not.toMatch(/where/);
  });

  it('groups by a dimension written after "by", "per" or "each" even when values are left out', () => {
    expect(sql('median rate change per state, leaving out oregon')).toMatch(
      /f\.state <> 'OR'[\s\S]*group by 1/,
    );
    expect(sql('number of filings for every carrier but not acme')).toContain('group by 1');
  });

  it('keeps the aggregate named first ("median overall rate change") and warns on a total of percentages', () => {
    expect(sql('nevada median overall rate change')).toContain('percentile_cont(0.5)');
    const parsed = read('sum of rate impact in oregon');
    expect(parsed.ok && parsed.warning).toMatch(/added up/);
  });

  it('reads "average rate increase" as the average rate change, without a filter on increases', () => {
    expect(sql('states whose mean rate hike exceeds 4 percent')).not.toContain('f.rate_impact > 0');
    expect(sql('states whose mean rate hike exceeds 4 percent')).toMatch(
      /having .*avg\(f\.rate_impact\).* > 4/,
    );
  });

  it('orders by the rate change when a sign is followed by a superlative', () => {
    const text = sql('which 3 filings raised rates the least');
    expect(text).toMatch(/order by f\.rate_impact asc/);
    expect(text).toContain('limit 3');
    expect(sql('which ten filings lowered rates the most')).toMatch(/order by f\.rate_impact asc/);
  });

  it('reads a trailing "on average" or "in total" as the aggregate of the figure before it', () => {
    expect(sql('how many days does each reviewer need on average')).toContain(
      'avg(f.days_to_approval)',
    );
    expect(sql('states that took over 40 days on average')).toMatch(
      /having .*avg\(f\.days_to_approval\).* > 40/,
    );
  });

  it('counts how often rates went one way', () => {
    const text = sql('how many times did nevada rates go up');
    expect(text).toContain('count(*)');
    expect(text).toContain('f.rate_impact > 0');
  });

  it('declines an unknown word in front of "counts"', () => {
    expect(read('lawsuit counts per carrier').ok).toBe(false);
  });
});

describe('second pass (issue 22): joins', () => {
  it('measures supplemental metrics per coverage through supplemental_metrics', () => {
    const text = sql('mean permissible loss ratio per state');
    expect(text).toContain('join supplemental_metrics s');
    expect(text).toContain('avg(s.permissible_loss_ratio)');
    expect(sql('prospective severity trend by carrier')).toContain('s.prospective_severity_trend');
  });

  it('counts reviewer assignments, the role qualifying the reviewer', () => {
    const text = sql('number of primary reviewer assignments in nevada');
    expect(text).toMatch(/select count\(\*\) as reviewer_assignments/);
    expect(text).toContain("r.role = 'primary'");
    expect(sql('how many reviews had the reviewer in a primary role')).not.toMatch(/group by/);
  });

  it('groups by the reviewers named after a role when asked per reviewer', () => {
    expect(sql('average processing time for each secondary reviewer')).toMatch(
      /r\.reviewer_name as reviewer[\s\S]*r\.role = 'secondary'[\s\S]*group by 1/,
    );
  });
});

describe('second pass (issue 22): statuses, orderings and calendar', () => {
  it('reads status verbs and nouns, and a status rate as a share', () => {
    expect(sql('which carrier pulled the most filings')).toContain(
      "f.disposition_status = 'Withdrawn'",
    );
    const share = sql('disapproval rate in oregon');
    expect(share).toContain('share_percent');
    expect(share).toContain("filter (where f.disposition_status = 'Disapproved')");
  });

  it('reads "the busiest", "the slowest" and "who" without a named measure', () => {
    expect(sql('the four busiest carriers')).toMatch(/count\(\*\)[\s\S]*limit 4/);
    expect(sql('quickest state for a decision')).toMatch(
      /avg\(f\.days_to_approval\)[\s\S]*asc[\s\S]*limit 1/,
    );
    expect(sql('who has the fewest rejections')).toMatch(/f\.carrier[\s\S]*limit 1/);
  });

  it('reads "middle value" as the median and "first N" as a limit', () => {
    expect(sql('middle value of days to approval in nevada')).toContain('percentile_cont(0.5)');
    expect(sql('carriers sorted by filing count, first 3')).toContain('limit 3');
  });

  it('reads submissions on the submitted date, open-ended "from <day> on" and month ranges', () => {
    expect(sql('submissions over the last 30 days')).toContain('f.submitted_date >=');
    const open = sql('approved filings from 3/1/2024 onwards');
    expect(open).toContain(">= date '2024-03-01'");
    expect(open).not.toContain('<');
    expect(sql('filings effective from 2023-07-01 on')).not.toContain("< date '2023-07-02'");
    expect(sql('number of filings in sep-nov 2023')).toMatch(
      />= date '2023-09-01'[\s\S]*< date '2023-12-01'/,
    );
  });

  it('reads numbers in words and thresholds written after the number', () => {
    expect(sql('filings touching over two hundred fifty thousand policyholders')).toContain(
      'f.policyholders_affected > 250000',
    );
    expect(sql('filings with 3 or more objection letters')).toContain('f.objection_count >= 3');
  });

  it('compares named values with "more" or "faster than"', () => {
    expect(sql('did acme or zenith file more')).toMatch(/f\.carrier in[\s\S]*group by 1/);
    expect(sql('are oregon filings decided faster than nevada ones')).toMatch(
      /avg\(f\.days_to_approval\)[\s\S]*group by 1/,
    );
  });
});
