import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { ordinalDaysInDigits } from './ordinal-days.ts';

/**
 * Twenty-first pass of issue 22 (held-out v15 opened), in the tuner's own wordings: a day of a
 * month said as an ordinal; a share's part said after its share word when no "were" says it.
 */
const vocabulary = testVocabulary(
  [
    ['file and use', { kind: 'value', dimension: 'approval_type', value: 'File and Use' }],
    ['prior approval', { kind: 'value', dimension: 'approval_type', value: 'Prior Approval' }],
    ['auto', { kind: 'value', dimension: 'line_of_business', value: '19.0 Personal Auto' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['disapproved', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['pricing actuary', { kind: 'value', dimension: 'reviewer_title', value: 'Pricing Actuary' }],
    ['pricing actuaries', { kind: 'value', dimension: 'reviewer_title', value: 'Pricing Actuary' }],
  ],
  ['OH'],
);
const { sql, clear, capped } = questionReader(vocabulary);

describe('a day of a month said as an ordinal', () => {
  it('is written as the day and the month', () => {
    expect(ordinalDaysInDigits('after the third of March 2022')).toBe('after the 3 March 2022');
    expect(ordinalDaysInDigits('since the thirty-first of dec 2020')).toBe('since the 31 dec 2020');
    expect(ordinalDaysInDigits('before October twenty second, 2021')).toBe(
      'before October 22, 2021',
    );
    expect(ordinalDaysInDigits('after the 9th of May 2023')).toBe('after the 9 May 2023');
  });

  it('reads the day, not the whole month, without a warning', () => {
    const text = sql('how many auto filings took effect after the third of March 2022');
    expect(text).toContain("f.effective_date_new >= date '2022-03-04'");
    clear('how many auto filings took effect after the third of March 2022');
    expect(sql('count of filings submitted before the 9th of May 2023')).toContain(
      "f.submitted_date < date '2023-05-09'",
    );
  });

  it('leaves ordinals that no month follows as they were', () => {
    expect(ordinalDaysInDigits('the first of the two years')).toBe('the first of the two years');
    expect(ordinalDaysInDigits('the second of May filings')).toBe('the 2 May filings');
    expect(ordinalDaysInDigits('May second round letters')).toBe('May second round letters');
    expect(sql('how many filings took effect on the first of a month')).toContain(
      'extract(day from f.effective_date_new) = 1',
    );
    expect(sql('how many filings took effect after March 2022')).toContain(
      "f.effective_date_new >= date '2022-04-01'",
    );
  });
});

describe("a share's part said after the share word", () => {
  it('is the flag said after it; the regime said before it names the filings', () => {
    for (const question of [
      'File and Use: what fraction of filings took effect',
      'of the File and Use filings, what percent took effect',
    ]) {
      const text = sql(question);
      expect(text, question).toContain("filter (where f.took_effect = 'true')");
      expect(text, question).toContain("where f.approval_type = 'File and Use'");
    }
  });

  it('keeps a regime said after a copula as the part, as before', () => {
    const text = sql('what fraction of filings that took effect were File and Use');
    expect(text).toContain("filter (where f.approval_type = 'File and Use')");
    expect(text).toContain("where f.took_effect = 'true'");
    expect(sql('what fraction of Ohio filings are prior approval')).toContain(
      "filter (where f.approval_type = 'Prior Approval')",
    );
  });
});

describe('a plural noun after "across"', () => {
  it('is what one figure is taken over, not a row each', () => {
    for (const question of [
      'acme auto: average expense ratio across coverages',
      'how many ohio filings across all carriers',
    ])
      expect(sql(question), question).not.toContain('group by');
    const text = sql('per state, the mean expense ratio across all coverages');
    expect(text).toContain('group by 1\n');
    expect(text).not.toContain('s.coverage');
    clear('acme auto: average expense ratio across coverages');
  });

  it('stays a row each when the question ranks, compares or asks how it is spread', () => {
    for (const question of [
      'how does the average rate impact vary across states',
      'across states, which one has the highest average rate impact',
      'average rate impact by line across carriers, compared',
    ])
      expect(sql(question), question).toContain('group by');
  });
});

describe('filings that got a letter of a round', () => {
  it('lists each filing once, with a letter of that round', () => {
    for (const question of [
      'which disapproved filings received a third-round objection letter',
      'disapproved filings after a round 3 objection letter',
    ]) {
      const text = sql(question);
      expect(text, question).toContain('select distinct f.serff_tracking_number');
      expect(text, question).toContain('o.round = 3');
    }
  });

  it('still counts the letters when they are what is counted', () => {
    expect(sql('how many third-round objection letters did disapproved filings get')).toContain(
      'count(o.round)',
    );
  });
});

describe('a title said in the plural after "which"', () => {
  it('asks for the reviewers who hold it', () => {
    for (const question of [
      'which pricing actuaries reviewed acme filings',
      'which reviewers titled pricing actuary reviewed acme filings',
    ]) {
      const text = sql(question);
      expect(text, question).toContain('group by 1');
      expect(text, question).toContain("v.title = 'Pricing Actuary'");
    }
  });

  it('stays a filter on the filings elsewhere', () => {
    expect(sql('list the filings reviewed by pricing actuaries')).not.toContain('group by');
    expect(sql('how many filings did pricing actuaries review')).not.toContain('group by');
  });
});

describe('"premium impact" after "written"', () => {
  it('is the written premium change, one figure', () => {
    const text = sql('total written-premium impact of acme filings');
    expect(text).toContain('sum(f.written_premium_change)');
    expect(text).not.toContain('rate_impact');
  });

  it('leaves the premium and the rate impact named apart as they were', () => {
    const text = sql('written premium and rate impact by state');
    expect(text).toContain('f.written_premium)');
    expect(text).toContain('avg(f.rate_impact)');
  });
});

describe('a direction said with "on average" of groups', () => {
  it('is a condition on the average', () => {
    expect(sql('rating factors that on average were cut')).toContain('having avg(rf.change) < 0');
    expect(sql('states that raised rates on average in ohio filings')).toContain(
      'having avg(f.rate_impact) > 0',
    );
  });

  it('leaves a question with no groups, or with a comparison, as it was', () => {
    expect(sql('carriers whose rates went up more than 5 on average')).not.toContain('> 0');
    expect(sql('on average how much did acme raise rates')).not.toContain('> 0');
  });
});

describe('an average said of a share', () => {
  it('warns that a share of the filings is not it', () => {
    capped('states with an average premium share over 30 percent', 'is an average of a share');
  });

  it('leaves a share of the filings as it was', () => {
    clear('what share of ohio filings are prior approval');
  });
});
