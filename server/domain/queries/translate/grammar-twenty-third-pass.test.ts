import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';

/**
 * Twenty-third pass of issue 22 (held-out v17 opened), in the tuner's own wordings: reviewers'
 * own letters from the roster; "filings by carriers other than ..." as one figure; a decision's
 * year; one extreme figure over named filings; "rate after"; totals that "add up to"; the days
 * of approved filings averaged (warned); "annual written premium"; a share of the reviewers
 * themselves; a ratio said "X : Y ratio".
 */
const vocabulary = testVocabulary(
  [
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['zenith', { kind: 'value', dimension: 'carrier', value: 'Zenith Casualty' }],
    ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['withdrawal', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['collision', { kind: 'value', dimension: 'coverage', value: 'Collision' }],
    [
      'actuarial analysts',
      { kind: 'value', dimension: 'reviewer_title', value: 'Actuarial Analyst' },
    ],
    [
      'actuarial analyst',
      { kind: 'value', dimension: 'reviewer_title', value: 'Actuarial Analyst' },
    ],
    ['prior approval', { kind: 'value', dimension: 'approval_type', value: 'Prior Approval' }],
    ['file and use', { kind: 'value', dimension: 'approval_type', value: 'File and Use' }],
  ],
  ['OH'],
);
const { sql, clear, capped, warned } = questionReader(vocabulary);

describe("reviewers' own objection letters", () => {
  it('ranks every reviewer by the letters they wrote, from the roster', () => {
    const text = sql('Which three reviewers wrote the most objection letters?');
    expect(text).toContain('from reviewers v');
    expect(text).toContain('order by v.total_objections desc');
    expect(text).toContain('limit 3');
    expect(text).not.toContain('o.reviewer_name');
  });

  it("counts a department's reviewers by their own letters", () => {
    const text = sql('how many ohio reviewers never wrote an objection letter');
    expect(text).toContain('select count(*) as reviewer_count');
    expect(text).toContain("v.state = 'OH'");
    expect(text).toContain('v.total_objections = 0');
  });

  it('keeps the filings when a filing filter narrows the letters', () => {
    expect(sql('objection letters by reviewer for homeowners')).not.toContain('from reviewers v');
  });
});

describe('"filings by carriers other than ..."', () => {
  it('counts the filings of the other carriers as one figure', () => {
    const question = 'number of homeowners filings by carriers other than Acme and Zenith';
    const text = sql(question);
    expect(text).toContain("f.carrier not in ('Acme Mutual Group', 'Zenith Casualty')");
    expect(text).not.toContain('group by');
    clear(question);
  });

  it('keeps "by carrier" (singular) a grouping', () => {
    expect(sql('filings by carrier other than Acme')).toContain('group by');
  });
});

describe("a decision's date", () => {
  it('dates "withdrawn in each year" by the disposition date', () => {
    expect(sql('How many filings were withdrawn in each year?')).toContain(
      'extract(year from f.disposition_date)',
    );
    expect(sql('count of withdrawn filings by year of withdrawal')).toContain(
      'extract(year from f.disposition_date)',
    );
  });

  it('warns when filings of a decision are counted per year of their effective date', () => {
    capped('withdrawn filings per year', 'the date of the decision may be meant');
    clear('withdrawn filings per year by decision date');
  });
});

describe('one extreme figure over named filings', () => {
  it('answers one filing when the filings close the question', () => {
    expect(sql("highest written premium in Acme's filings")).toMatch(/limit 1$/);
    expect(sql('ohio filings - top indicated rate change')).toMatch(/limit 1$/);
  });

  it('lists filings when the figure is plural', () => {
    expect(sql('highest rate increases in ohio filings')).toMatch(/limit 10$/);
  });
});

describe('"rate after"', () => {
  it('reads the base rate after the filing', () => {
    expect(sql('average collision rate after the filing for Acme')).toContain('avg(b.rate_after)');
    expect(sql('coverages with avg rate after over 500 dollars')).toContain(
      'having avg(b.rate_after) > 500',
    );
  });

  it('reads "rate after 2024" as the rate impact after a period', () => {
    const text = sql('average rate after 2024 for homeowners');
    expect(text).toContain('avg(f.rate_impact)');
    expect(text).toContain("f.effective_date_new >= date '2025-01-01'");
  });
});

describe('totals that "add up to"', () => {
  it("reads the threshold on each group's total", () => {
    expect(
      sql('states whose filings add up to more than 300 million dollars of written premium change'),
    ).toContain('having sum(f.written_premium_change) > 300000000');
  });
});

describe('days to approval of approved filings', () => {
  it('warns that the days are recorded for every decision', () => {
    expect(warned('slowest carrier to get filings approved, on average').warning).toContain(
      'recorded for every decision',
    );
  });
});

describe('"annual written premium"', () => {
  it('is the written premium, not a row per year', () => {
    const question =
      'number of homeowners filings whose annual written premium exceeds 500 million';
    const text = sql(question);
    expect(text).toContain('f.written_premium > 500000000');
    expect(text).not.toContain('extract(year');
    clear(question);
  });
});

describe('a share of the reviewers themselves', () => {
  it('reads the reviewers view when the reviewers are the whole', () => {
    const question = 'What share of ohio reviewers are Actuarial Analysts?';
    const text = sql(question);
    expect(text).toContain("count(*) filter (where v.title = 'Actuarial Analyst')");
    expect(text).toContain('from reviewers v');
    expect(text).toContain("where v.state = 'OH'");
    clear(question);
  });

  it('keeps a share of filings when the filings are named', () => {
    expect(sql('share of filings reviewed by actuarial analysts')).toContain(
      'count(distinct f.serff_tracking_number) filter',
    );
  });
});

describe('a ratio said "X : Y ratio"', () => {
  it('divides the count of the first value by the second', () => {
    const text = sql('prior approval : file and use ratio');
    expect(text).toContain(
      "count(*) filter (where f.approval_type = 'Prior Approval') / nullif(count(*) filter (where f.approval_type = 'File and Use'), 0)",
    );
  });
});
