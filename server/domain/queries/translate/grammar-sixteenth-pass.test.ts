import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';

/**
 * Sixteenth pass of issue 22, in the tuner's own wordings: a ratio of two counts (a ratio word, or
 * "per filing" between two values of one dimension); a filing type that needs a qualifier ("rate")
 * named by "filings" when set beside another filing type; a "distinct" word between a count and
 * the names before a plural grouping noun; a percent sign with no number, said of a status, asks
 * for a share.
 */
const rateType = { kind: 'value', dimension: 'filing_type', value: 'Rate' } as const;
const ruleType = { kind: 'value', dimension: 'filing_type', value: 'Rule' } as const;
const both = { kind: 'value', dimension: 'filing_type', value: 'Rate/Rule' } as const;
const vocabulary = testVocabulary(
  [
    ['rate only', rateType],
    ['rate-only', rateType],
    ['type rate', rateType],
    ['rule only', ruleType],
    ['rule filings', ruleType],
    ['rate/rule', both],
    ['rate/rule filings', both],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['disapproved', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ['northwind', { kind: 'value', dimension: 'carrier', value: 'Northwind Mutual' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['oregon', { kind: 'value', dimension: 'state', value: 'OR' }],
  ],
  ['OH', 'OR'],
);
const { read, sql, clear } = questionReader(vocabulary);

describe('a ratio of two counts', () => {
  it('divides the filings with the first value by those with the second', () => {
    for (const q of [
      'what is the ratio of rate/rule filings to rate-only filings',
      'ratio of approved to disapproved filings',
      'how many rate/rule filings are there per filing of type rate',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(
        /round\(1\.0 \* count\(\*\) filter \(where f\.(filing_type|disposition_status) = '(Rate\/Rule|Approved)'\) \/ nullif\(count\(\*\) filter \(where f\.\w+ = '(Rate|Disapproved)'\), 0\), 4\) as ratio/,
      );
      expect(text, q).not.toContain('group by');
      clear(q);
    }
  });

  it('keeps the other filters and gives each group its ratio', () => {
    const text = sql('ratio of approved filings to withdrawn filings in Ohio by carrier');
    expect(text).toContain("where f.state = 'OH'");
    expect(text).toContain("filter (where f.disposition_status = 'Approved')");
    expect(text).toContain("filter (where f.disposition_status = 'Withdrawn')");
    expect(text).toContain('group by 1');
  });

  it('is not read when a word before "ratio" names which ratio', () => {
    const parsed = read('approval ratio for Ohio and Oregon');
    if (parsed.ok) {
      expect(parsed.sql).not.toContain('as ratio');
      expect(parsed.warning).not.toBe('');
    }
  });

  it('leaves two values without a ratio word as one row each', () => {
    const text = sql('number of approved and withdrawn filings');
    expect(text).toContain("in ('Approved', 'Withdrawn')");
    expect(text).not.toContain('as ratio');
  });

  it('leaves "per filing" after a figure as an average', () => {
    const text = sql('average rate impact per filing in Ohio and Oregon');
    expect(text).not.toContain('as ratio');
    expect(text).toContain('avg(f.rate_impact)');
  });

  it('is not read with one value: the ratio word stays unread and is warned of', () => {
    const parsed = read('ratio of approved filings');
    if (parsed.ok) expect(parsed.warning).toContain('"ratio"');
    if (parsed.ok) expect(parsed.sql).not.toContain('as ratio');
  });
});

describe('a filing type that needs a qualifier, set beside another', () => {
  it('is that type when said with "filings"', () => {
    for (const q of [
      'compare average days to approval for rate filings and rule filings',
      'average rate impact of rule filings vs rate filings',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(/f\.filing_type in \('(Rate|Rule)', '(Rule|Rate)'\)/);
      expect(text, q).toContain('group by 1');
    }
  });

  it('is that type before "count", divided by another', () => {
    expect(sql('rate/rule count divided by rate count')).toContain(
      "round(1.0 * count(*) filter (where f.filing_type = 'Rate/Rule') / nullif(count(*) filter (where f.filing_type = 'Rate'), 0), 4) as ratio",
    );
  });

  it('stays the rate impact otherwise', () => {
    expect(sql('average rate of rule filings')).toContain('avg(f.rate_impact)');
    expect(sql('how many rate filings in Ohio')).not.toContain("filing_type = 'Rate'");
    expect(sql('average rate count by state')).toContain('avg(f.rate_impact)');
  });
});

describe('a "distinct" word between a count and names before a plural noun', () => {
  it('counts the distinct values of the noun, the names kept as filters', () => {
    for (const q of [
      'number of distinct Northwind products',
      'how many different Northwind products',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('count(distinct f.product_name)');
      expect(text, q).toContain("f.carrier = 'Northwind Mutual'");
      expect(text, q).not.toContain('group by');
      clear(q);
    }
  });

  it('leaves "distinct" right before the noun as it was', () => {
    expect(sql('how many distinct products does Northwind have')).toContain(
      'count(distinct f.product_name)',
    );
  });
});

describe('a percent sign with no number, said of a status', () => {
  it('asks for the share of the filings with it', () => {
    for (const q of ['homeowners: % withdrawn', 'Ohio filings % approved']) {
      const text = sql(q);
      expect(text, q).toContain("round(100.0 * count(*) filter (where f.disposition_status = '");
      expect(text, q).not.toContain('serff_tracking_number');
    }
  });

  it('stays the unit of a threshold after a number', () => {
    const text = sql('filings above 10 % approved');
    expect(text).toContain('f.rate_impact > 10');
    expect(text).not.toContain('share_percent');
  });
});

describe("a figure's total said before the share word", () => {
  it('is the total the share is a part of', () => {
    for (const q of [
      'of the total policyholders affected, how many percent were in withdrawn filings',
      'total written premium change: what share came from Ohio filings',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(
        /100\.0 \* sum\(f\.(policyholders_affected|written_premium_change)\) filter/,
      );
      expect(text, q).not.toContain(' as total_');
      clear(q);
    }
  });

  it('stays a share of the filings beside the total when another grouping stands between', () => {
    const text = sql('policyholders affected by state, share approved');
    expect(text).toContain('sum(f.policyholders_affected) as total_policyholders_affected');
    expect(text).toContain("count(*) filter (where f.disposition_status = 'Approved')");
  });
});

describe('the rate change type named before a sign', () => {
  it('is the sign, not a grouping', () => {
    for (const q of [
      'homeowners: percent of filings with rate change type decrease',
      'how many filings have change type increase in Ohio',
    ]) {
      const text = sql(q);
      expect(text, q).not.toContain('group by');
      expect(text, q).toMatch(/f\.rate_impact (<|>) 0/);
      clear(q);
    }
  });

  it('stays a grouping after "by"', () => {
    expect(sql('average rate impact by rate change type')).toContain('group by 1');
  });
});

describe('a threshold on a total or average beside a count of the filings, with no grouping', () => {
  it("is a condition on each filing's own figure", () => {
    for (const q of [
      'number of filings whose total written premium is below 2M',
      'count filings in Ohio with an average policyholders affected above 500',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(
        /where .*f\.(written_premium|policyholders_affected) (<|>) (2000000|500)/s,
      );
      expect(text, q).not.toContain('having');
      expect(text, q).not.toMatch(/ as (total|average)_/);
    }
  });

  it('stays a condition on each group when the question groups', () => {
    expect(sql('states with total written premium above 1M')).toContain(
      'having sum(f.written_premium) > 1000000',
    );
  });
});

describe('"objection rate"', () => {
  it('is the share of filings with at least one objection letter, like "disapproval rate"', () => {
    for (const q of ['objection rate by carrier', 'Ohio objection rate']) {
      const text = sql(q);
      expect(text, q).toContain('count(*) filter (where f.objection_count > 0)');
      expect(text, q).not.toContain('rate_impact');
      clear(q);
    }
  });

  it('leaves an objection count compared with a number as it was', () => {
    expect(sql('filings with more than 2 objections')).toContain('f.objection_count > 2');
  });
});

describe('a row said to exist, qualified by its own figure', () => {
  it('is no grouping', () => {
    const text = sql(
      'how many filings have a coverage whose historic frequency trend is below -5%',
    );
    expect(text).toContain('count(distinct f.serff_tracking_number)');
    expect(text).toContain('s.historic_frequency_trend < -5');
    expect(text).not.toContain('group by');
  });

  it('stays a grouping when an aggregate qualifies it', () => {
    expect(sql('how many carriers have a product whose average rate impact is above 5')).toContain(
      'group by 1',
    );
  });
});
