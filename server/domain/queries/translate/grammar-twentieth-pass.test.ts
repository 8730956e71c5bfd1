import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { carrierInitials, filingCompanyNames } from './load-vocabulary.ts';

/**
 * Twentieth pass of issue 22 (held-out v14 opened), in the tuner's own wordings: a later "top N"
 * keeps the direction an earlier word named; a taking effect joined to another condition by
 * "and" is the flag; "in the product history" with no product named is where to look, not a
 * grouping; a roster grouped by title or state keeps a condition on its number of reviewers;
 * "most" with changes in the plural counts them.
 */
const vocabulary = testVocabulary(
  [
    ['prior approval', { kind: 'value', dimension: 'approval_type', value: 'Prior Approval' }],
    ['use and file', { kind: 'value', dimension: 'approval_type', value: 'Use and File' }],
    ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['hurricane', { kind: 'value', dimension: 'coverage', value: 'Hurricane' }],
    ['secondary', { kind: 'value', dimension: 'role', value: 'secondary' }],
    ['primary', { kind: 'value', dimension: 'role', value: 'primary' }],
    ['zenith', { kind: 'value', dimension: 'carrier', value: 'Zenith Casualty' }],
    ...filingCompanyNames('Multiple').map(
      (name) => [name, { kind: 'value', dimension: 'filing_company', value: 'Multiple' }] as const,
    ),
  ],
  ['OH'],
);
const { sql, clear, capped } = questionReader(vocabulary);

describe('a "top N" after the word that named the direction', () => {
  it('keeps the lowest first', () => {
    const text = sql('states with the smallest average rate impact, top 4');
    expect(text).toContain('order by average_rate_impact asc');
    expect(text).toContain('limit 4');
  });

  it('leaves "top N" alone, and a direction said after it, as they were', () => {
    expect(sql('top 4 states by average rate impact')).toContain(
      'order by average_rate_impact desc',
    );
    expect(sql('top 4 states with the smallest average rate impact')).toContain(
      'order by average_rate_impact asc',
    );
  });
});

describe('a taking effect joined to another condition by "and"', () => {
  it('is the flag that the rates took effect', () => {
    const text = sql('how many filings took effect and were use and file');
    expect(text).toContain("f.took_effect = 'true'");
    expect(text).toContain("f.approval_type = 'Use and File'");
  });

  it('stays the date basis when a period is named', () => {
    const text = sql('how many filings took effect between 2021 and 2022');
    expect(text).not.toContain('took_effect');
    expect(text).toContain("f.effective_date_new >= date '2021-01-01'");
  });
});

describe('"in the product history" with no carrier or product named', () => {
  it('is where the filings are looked up, not a row per segment', () => {
    const text = sql('in the product history, how many homeowners filings took effect');
    expect(text).not.toContain('segment');
    expect(text).toContain("f.took_effect = 'true'");
  });

  it('stays a grouping when asked per segment', () => {
    expect(sql('number of filings by product history')).toContain('segment');
  });
});

describe('a roster grouped with a condition on its number of reviewers', () => {
  it('counts the reviewers of each title, not the ones named on filings', () => {
    const text = sql('reviewer titles with more than 12 reviewers');
    expect(text).toContain('from reviewers v');
    expect(text).toContain('having count(*) > 12');
    expect(text).not.toContain('join reviews');
  });

  it('does the same for the departments', () => {
    expect(sql('states with fewer than 3 reviewers')).toContain('having count(*) < 3');
  });
});

describe('"most" with changes said in the plural', () => {
  it('ranks the groups by how many changes they have', () => {
    const q = 'the three rating factors with the most factor changes';
    const text = sql(q);
    expect(text).toContain('count(distinct f.serff_tracking_number) as filings');
    expect(text).not.toContain('avg(');
    clear(q);
  });

  it('leaves "largest changes" and an average said as they were', () => {
    expect(sql('which carriers had the largest rate changes')).toContain('avg(f.rate_impact)');
    expect(sql('carriers with the most average rate change')).toContain('avg(f.rate_impact)');
  });
});

describe('the objection letters of one round, or of a round and the later ones', () => {
  it('keeps the round named, however it is said', () => {
    for (const [q, where] of [
      ['how many third-round objection letters were written in 2023', 'o.round = 3'],
      ['objection letters in round four for ohio filings, count', 'o.round = 4'],
      ['number of 2nd round objections on homeowners filings', 'o.round = 2'],
      ['count objection letters of round 2 or later', 'o.round >= 2'],
      ['objections from the fourth round onwards, how many', 'o.round >= 4'],
      ['how many objection letters came after the first round', 'o.round > 1'],
      ['objection letters with round > 2, count', 'o.round > 2'],
    ] as const) {
      const text = sql(q);
      expect(text, q).toContain(where);
      expect(text, q).toContain('count(o.round)');
      expect(text, q).not.toContain('group by');
    }
  });

  it('leaves a grouping by round as it was', () => {
    const text = sql('objection letters by round');
    expect(text).toContain('o.round');
    expect(text).toContain('group by 1');
    expect(text).not.toContain('o.round =');
  });
});

describe('a filing company that is no company ("Multiple")', () => {
  it('is read with the column said, or as a joint filing', () => {
    for (const q of [
      'acme filings whose filing company is Multiple, how many',
      'count of ohio filings listing Multiple as the filing company',
      'number of acme filings made jointly',
      'how many acme filings were submitted by multiple companies',
    ]) {
      const text = sql(q);
      expect(text, q).toContain("f.filing_company = 'Multiple'");
    }
  });

  it('is not read from the ordinary word', () => {
    expect(sql('reviewers assigned to multiple acme filings')).not.toContain('filing_company');
  });
});

describe('groups with none of the filings of a name said before the negation', () => {
  it('keeps the groups where that name has no filings', () => {
    for (const q of [
      'which states has Acme never filed in',
      'states where acme has zero filings',
      'lines of business that Acme does not write',
    ]) {
      const text = sql(q);
      expect(text, q).toContain(
        "having count(*) filter (where f.carrier = 'Acme Mutual Group') = 0",
      );
      clear(q);
    }
  });

  it('reads "any" before a group as "which"', () => {
    expect(sql('any state that never filed a rate decrease')).toContain(
      'having count(*) filter (where f.rate_impact < 0) = 0',
    );
  });

  it('leaves two names, one of them denied, as it was (warned)', () => {
    const q = 'Acme states that Zenith has not filed in';
    expect(sql(q)).not.toContain('having');
    capped(q, '"not"');
  });
});

describe('filings with no supplemental metrics', () => {
  it('keeps the filings with no row of them', () => {
    for (const q of [
      'how many homeowners filings have no supplemental metrics',
      'count ohio filings lacking supplemental data',
      'number of acme filings missing supplemental figures',
    ]) {
      const text = sql(q);
      expect(text, q).toContain('not exists (select 1 from supplemental_metrics w');
      clear(q);
    }
  });

  it('leaves a question that asks a figure of them as it was', () => {
    const parsed = sql('how many homeowners filings have no objections');
    expect(parsed).not.toContain('supplemental_metrics');
  });
});

describe('a share of the review assignments', () => {
  it('is the part of the assignments, not of the filings that have one', () => {
    for (const q of [
      'what share of ohio review assignments are secondary',
      'percentage of reviews where the reviewer is primary',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(
        /100\.0 \* count\(\*\) filter \(where r\.role = '\w+'\) \/ nullif\(count\(\*\), 0\)/,
      );
      clear(q);
    }
  });

  it("leaves a share whose part is not the assignment's own as it was (warned)", () => {
    const q = 'what share of review assignments are on homeowners filings';
    expect(sql(q)).not.toContain('join reviews');
    capped(q, '"review assignments"');
  });
});

describe("a policyholder's largest or smallest change, abbreviated, and numbers below zero in words", () => {
  it('reads "max chg", "min chg" and "largest individual change" as the columns', () => {
    expect(sql('number of acme filings with max chg over 30')).toContain('f.max_change > 30');
    expect(sql('average smallest individual change by state')).toContain('avg(f.min_change)');
  });

  it('reads "minus fifteen" and "negative ten" as numbers below zero', () => {
    expect(sql('count filings with min chg under minus fifteen')).toContain('f.min_change < -15');
    expect(sql('filings with a rate impact below negative ten, how many')).toContain(
      'f.rate_impact < -10',
    );
  });
});

describe("a filing's smallest or largest change with a threshold", () => {
  it('is the policyholder column, not the minimum of the rate impacts', () => {
    expect(sql('how many acme filings have a minimum change under -15%')).toContain(
      'f.min_change < -15',
    );
    expect(sql('count filings whose largest change is above 35')).toContain('f.max_change > 35');
    expect(sql('the filing with the highest maximum change for any policyholder')).toContain(
      'order by f.max_change desc',
    );
  });

  it('leaves a grouped question as it was', () => {
    expect(sql('states whose largest change was above 35')).not.toContain('max_change');
  });
});

describe('the number of underwriting companies per filing', () => {
  it('is the average of the company count', () => {
    for (const q of [
      'average number of underwriting companies per filing by state',
      'mean company count per filing for each carrier',
    ]) {
      expect(sql(q), q).toContain('avg(f.company_count)');
      clear(q);
    }
  });
});

describe('"different" between a number and the filings', () => {
  it("is a condition on each group's number of filings", () => {
    for (const q of [
      'states with more than 25 different filings',
      'carriers that filed over twelve separate filings',
    ]) {
      const text = sql(q);
      expect(text, q).toMatch(/having count\(\*\) > (25|12)/);
      expect(text, q).not.toContain('rate_impact');
    }
  });
});

describe('"pct of" and a carrier\'s initials', () => {
  it('reads "pct of" as a share', () => {
    expect(sql('pct of ohio filings effective on approval')).toContain(
      "count(*) filter (where f.on_approval = 'true')",
    );
  });

  it('reads the initials of a carrier of three words or more', () => {
    expect(carrierInitials('Harrowgate Mutual Insurance Group')).toBe('hmig');
    expect(carrierInitials('Calloway Auto and Home Group')).toBe('cahg');
    expect(carrierInitials('Red River')).toBeUndefined();
  });
});

describe('a share of the base rates said with a direction', () => {
  it('is the part of the base rate rows that changed that way', () => {
    for (const [q, op] of [
      ['what percentage of hurricane base rates went up', 'b.change > 0'],
      ['pct of base rates lowered by the filing', 'b.change < 0'],
    ] as const) {
      const text = sql(q);
      expect(text, q).toContain(
        `count(distinct (b.serff_tracking_number, b.coverage)) filter (where ${op})`,
      );
      clear(q);
    }
  });
});
