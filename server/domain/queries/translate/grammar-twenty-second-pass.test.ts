import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';

/**
 * Twenty-second pass of issue 22 (held-out v16 opened), in the tuner's own wordings: rows of a
 * rating-plan table counted; a rise or cut said of rating factors; a column named before its
 * value; a share's part said in place; filings per reviewer averaged; a base rate's threshold in
 * percent; "approved in under N days" listed (warned); "tracking numbers" and "review rows".
 */
const vocabulary = testVocabulary(
  [
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ['ohio', { kind: 'value', dimension: 'state', value: 'OH' }],
    ['nevada', { kind: 'value', dimension: 'state', value: 'NV' }],
    ['texas', { kind: 'value', dimension: 'state', value: 'TX' }],
    ['secondary', { kind: 'value', dimension: 'role', value: 'secondary' }],
    ['secondary role', { kind: 'value', dimension: 'role', value: 'secondary' }],
    ['collision', { kind: 'value', dimension: 'coverage', value: 'Collision' }],
    ['driver age', { kind: 'value', dimension: 'factor', value: 'Driver Age' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    [
      'northwater preferred',
      { kind: 'value', dimension: 'company', value: 'Northwater Preferred Insurance Company' },
    ],
    ['select homeowners', { kind: 'value', dimension: 'product_name', value: 'Select Homeowners' }],
  ],
  ['OH', 'NV', 'TX'],
);
const { sql, read, clear, capped, warned } = questionReader(vocabulary);

describe('rows of a rating-plan table counted', () => {
  it('counts the base rate rows a threshold keeps, not the filings that hold them', () => {
    const text = sql('How many base rates rose more than 30%?');
    expect(text).toContain('select count(*) as base_rates');
    expect(text).toContain('b.change > 30');
    clear('How many base rates rose more than 30%?');
  });

  it('counts the factor levels whose relativity passes a threshold', () => {
    const text = sql('how many Driver Age levels have a relativity above 2.0 after the filing');
    expect(text).toMatch(/count\(\*\) as relativities|count\(\*\) as \w+/);
    expect(text).toContain('> 2');
    expect(text).not.toContain('count(distinct l.level)');
  });

  it('counts the factor changes, and a bare "changes" stays the filings', () => {
    expect(sql('how many factor changes were in Texas filings')).toContain(
      'count(*) as factor_changes',
    );
    clear('how many factor changes were in Texas filings');
    const changes = sql('How many changes are effective in 3Q21?');
    expect(changes).toContain('count(*) as filings');
    expect(changes).not.toContain('rating_factors');
  });
});

describe('a rise or a cut said of rating factors', () => {
  it("is the factor's own change, not the filing's rate impact", () => {
    const text = sql('Which rating factors were never reduced in any filing?');
    expect(text).toContain('rf.change < 0');
    expect(text).not.toContain('rate_impact');
  });

  it('stays the rate impact when the question names the rate', () => {
    expect(sql('which rating factors appear in filings with a rate decrease')).toContain(
      'f.rate_impact < 0',
    );
  });

  it('is a condition on the average when the question says "average"', () => {
    const text = sql('Which rating factors have a negative average change?');
    expect(text).toContain('having avg(rf.change) < 0');
    expect(text).not.toMatch(/where rf\.change < 0/);
  });
});

describe('a column named before its value', () => {
  it('reads "company = X" and "carrier is Acme" as the values, not as groupings', () => {
    const text = sql('filings with company = Northwater Preferred');
    expect(text).toContain("c.company = 'Northwater Preferred Insurance Company'");
    expect(text).not.toContain('group by');
    const both = sql('how many filings with company = Northwater Preferred, carrier is Acme');
    expect(both).toContain("f.carrier = 'Acme Mutual Group'");
    expect(both).not.toContain('group by');
  });

  it('keeps "by state" a grouping', () => {
    expect(sql('number of acme filings by state')).toContain('group by 1');
  });
});

describe("a share's part said in place", () => {
  it('reads the names after the noun as the part, those before it as the whole', () => {
    const text = sql('percentage of Acme filings in the homeowners line');
    expect(text).toContain(
      "count(*) filter (where f.line_of_business = '04.0 Homeowners') / nullif(count(*), 0)",
    );
    expect(text).toContain("where f.carrier = 'Acme Mutual Group'");
    expect(sql('what percent of acme filings went to Ohio')).toContain(
      "filter (where f.state = 'OH')",
    );
  });

  it('reads the names said before the share word of the same noun as the part', () => {
    const text = sql('Homeowners filings as a share of all filings in Texas');
    expect(text).toContain("filter (where f.line_of_business = '04.0 Homeowners')");
    expect(text).toContain("where f.state = 'TX'");
  });

  it('counts review rows, and a name said on both sides is the whole', () => {
    for (const question of [
      'share of reviewer assignments in the secondary role',
      'Secondary reviews as a proportion of all reviews in Texas',
      'texas secondary reviews as a % of all texas reviews',
      'Percentage of Texas review rows with the secondary role',
    ]) {
      const text = sql(question);
      expect(text, question).toContain(
        "count(*) filter (where r.role = 'secondary') / nullif(count(*), 0)",
      );
      expect(text, question).not.toContain('distinct');
    }
    expect(sql('texas secondary reviews as a % of all texas reviews')).toContain(
      "where f.state = 'TX'",
    );
  });

  it('leaves a part said with "were" to the interpreter', () => {
    expect(sql('what share of acme filings were homeowners')).toContain(
      "filter (where f.line_of_business = '04.0 Homeowners')",
    );
  });
});

describe('filings per reviewer averaged', () => {
  it("reads the reviewers' own totals, by title", () => {
    const text = sql('average number of filings per reviewer by title');
    expect(text).toContain('from reviewers v');
    expect(text).toContain('round(avg(v.total_filings), 2)');
    expect(text).toContain('group by 1');
  });
});

describe("a base rate's threshold in percent", () => {
  it("is the base rate's change", () => {
    const text = sql('filings whose Collision base rate changed by more than 10%');
    expect(text).toContain('b.change > 10');
    expect(text).not.toContain('b.rate_after > 10');
  });

  it('stays the base rate itself in dollars', () => {
    expect(sql('filings with a Collision base rate above 500')).toContain('b.rate_after > 500');
  });
});

describe('"approved in under N days" listed', () => {
  it('keeps the Approved filings and warns that the days are for every decision', () => {
    const text = sql('which filings were approved in under 5 days');
    expect(text).toContain("f.disposition_status = 'Approved'");
    expect(text).toContain('f.days_to_approval < 5');
    capped('which filings were approved in under 5 days', 'recorded for every decision');
    clear('states where filings get approved in under 12 days on average');
  });
});

describe('a list that shows a figure of a table with several rows per filing', () => {
  it('shows which row each figure is', () => {
    expect(sql('filings with a base rate change above 10%')).toContain(
      'b.coverage, b.change as base_rate_change',
    );
    expect(sql('filings with a permissible loss ratio below 60')).toContain(
      's.company, s.coverage, s.permissible_loss_ratio as permissible_loss_ratio',
    );
  });
});

describe('nouns for the rows', () => {
  it('reads "tracking numbers" as the filings', () => {
    expect(sql('Show the tracking numbers whose product name is Select Homeowners')).toContain(
      "where f.product_name = 'Select Homeowners'",
    );
    clear('Show the tracking numbers whose product name is Select Homeowners');
  });

  it('leaves "SERFF numbers" unknown', () => {
    const parsed = read('Show the SERFF numbers in Texas');
    expect(parsed.ignoredWords.map((w) => w.toLowerCase())).toContain('serff');
  });
});

describe('a phrase with one word misspelt', () => {
  it('is read as the phrase, and the reading says so', () => {
    expect(sql('total writen premium for homeowners')).toContain('sum(f.written_premium)');
    expect(warned('total writen premium for homeowners').warning).toContain(
      'I read "writen premium" as "written premium"',
    );
    expect(sql('filings with a permisible loss ratio below 60')).toContain(
      's.permissible_loss_ratio < 60',
    );
  });

  it('leaves a short word, or one no phrase is an edit away from, alone', () => {
    expect(read('total wrtn premium for homeowners').ignoredWords).toContain('wrtn');
  });
});
