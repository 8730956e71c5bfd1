import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';

/**
 * Eighth pass of issue 22: structural word coverage. Every content word of a question must be
 * reflected in the reading, or named in the warning; negations, numbers, decreases and rankings
 * within groups are checked against the reading, not trusted to the rules that built it. And the
 * general causes of wrong answers the checks exposed (a decrease with a threshold, a negation
 * before a comparison, a negation reaching past a preposition). Worded apart from every split.
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['idaho', { kind: 'value', dimension: 'state', value: 'ID' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    [
      'acme indemnity company',
      { kind: 'value', dimension: 'company', value: 'Acme Indemnity Company' },
    ],
  ],
  ['UT', 'ID'],
);

const { sql, capped, clear, warned } = questionReader(vocabulary);

describe('eighth pass: a decrease with a threshold is below the negative figure', () => {
  it('reads "fell by more than 4%" and "reductions bigger than 6 percent" below -4 and -6', () => {
    const fell = sql('farm filings whose rates fell by more than 4%');
    expect(fell).toContain('f.rate_impact < -4');
    expect(fell).not.toContain('f.rate_impact > 4');
    expect(sql('utah rate reductions bigger than 6 percent')).toContain('f.rate_impact < -6');
    clear('farm filings whose rates fell by more than 4%');
  });

  it('reads "lowered rates by over 2%" without a contradiction', () => {
    const lowered = sql('acme filings that lowered rates by over 2%');
    expect(lowered).toContain('f.rate_impact < -2');
    expect(lowered).not.toContain('f.rate_impact < 0');
  });

  it('keeps a decrease "smaller than 1%" between -1 and 0', () => {
    const small = sql('utah rate cuts smaller than 1%');
    expect(small).toContain('f.rate_impact > -1');
    expect(small).toContain('f.rate_impact < 0');
  });

  it('leaves an increase with a threshold as it was', () => {
    expect(sql('utah rate hikes above 7%')).toContain('f.rate_impact > 7');
  });
});

describe('eighth pass: negations', () => {
  it('reads a negated comparison as its inverse, on the figure named before it', () => {
    const capped2 = sql('utah filings with rate impact not higher than 3%');
    expect(capped2).toContain('f.rate_impact <= 3');
    expect(capped2).not.toContain('avg(');
  });

  it('stops a negation at a preposition after its values', () => {
    const notApproved = sql("filings that weren't approved in utah");
    expect(notApproved).toContain("f.state = 'UT'");
    expect(notApproved).toContain("f.disposition_status <> 'Approved'");
    // Before the preposition, the run of values is all left out.
    expect(sql('filings not in utah or idaho')).toContain("f.state not in ('UT', 'ID')");
  });

  it('reads "lacking", "anything but" and a figure that "wasn\'t negative"', () => {
    expect(sql('acme filings lacking objection letters')).toContain('f.objection_count = 0');
    expect(sql('utah filings whose status is anything but approved')).toContain(
      "f.disposition_status <> 'Approved'",
    );
    expect(sql("filings where the indicated change wasn't negative")).toContain(
      'f.indicated_change >= 0',
    );
  });

  it('reads groups as the subject of "no" before a sign as the groups with none', () => {
    // Warned until the fourteenth pass, which reads it (groups-without.ts).
    expect(sql('which carriers had no rate cuts at all')).toContain(
      'having count(*) filter (where f.rate_impact < 0) = 0',
    );
    clear('which carriers had no rate cuts at all');
  });
});

describe('eighth pass: thresholds worded otherwise', () => {
  it('reads "beyond" and "N or fewer"', () => {
    expect(sql('filings with rate impact beyond 12%')).toContain('f.rate_impact > 12');
    expect(sql('filings with 2 objection letters or fewer')).toContain('f.objection_count <= 2');
  });

  it('reads "but" between two conditions, and warns on "but" that leaves filings out', () => {
    const band = sql('utah filings with rate impact of at least 2% but under 8%');
    expect(band).toContain('f.rate_impact >= 2');
    expect(band).toContain('f.rate_impact < 8');
    // "all ... but <value>" is "except"; "but" before a value with no "all" is not read.
    expect(sql('utah, all filings but the approved ones')).toContain(
      "f.disposition_status <> 'Approved'",
    );
    expect(sql('every utah filing but the approved ones: how many')).toContain(
      "f.disposition_status <> 'Approved'",
    );
    expect(warned('every utah filing but the approved ones: how many').warning).toBe('');
    capped('utah filings but the approved ones', '"but"');
  });
});

describe('eighth pass: content words the reading does not reflect are named', () => {
  it('warns on "both" when the years are read as one stretch', () => {
    capped('how many states had acme filings in both 2022 and 2023', '"both"');
  });

  it('warns on "first" with no limit, order or period', () => {
    // "first round" names round 1 of the letters since the twentieth pass; "first" alone does not.
    capped('first objection letters for acme by state', '"first"');
    // A grouping word before one value of its dimension is that value's one group: no warning.
    clear('how many filings per underwriting company for acme indemnity company');
  });

  it('warns when a limit ranks all rows where a ranking within each group is asked', () => {
    capped(
      'the top carrier in each state by number of filings',
      'a ranking within "each state" may be meant',
    );
  });

  it('warns when two conditions of one figure cannot hold together', () => {
    capped('acme filings that raised rates with a rate impact below -2%', 'cannot all hold');
  });

  it('keeps clear questions clear', () => {
    clear('average rate impact per state in 2024');
    clear('how many filings did acme make in 2024');
    clear('top 3 states by average rate impact');
    clear('count of farm filings by carrier with rate impact above 5%');
    expect(warned('list utah filings with rate impact not higher than 3%').warning).toBe('');
  });
});

describe('eighth pass: written premium with a verb of change, and ranges after a figure', () => {
  it('reads "raised/cut written premium by more than N" as the change of the premium', () => {
    const raised = sql('utah filings that raised written premium by more than $3 million');
    expect(raised).toContain('f.written_premium_change > 3000000');
    expect(raised).not.toMatch(/and f\.rate_impact|where f\.rate_impact/);
    expect(sql('acme filings where written premium dropped by over 2M')).toContain(
      'f.written_premium_change < -2000000',
    );
    clear('list utah filings that raised written premium by more than $3 million');
  });

  it('reads "of N to M percent" after a figure and "N to M objection letters" as a range', () => {
    const band = sql('utah filings with a rate impact of 4 to 9 percent');
    expect(band).toContain('f.rate_impact >= 4');
    expect(band).toContain('f.rate_impact <= 9');
    const letters = sql('how many acme filings with 1 to 3 objection letters');
    expect(letters).toContain('f.objection_count >= 1');
    expect(letters).toContain('f.objection_count <= 3');
  });

  it('reads a negated sign as zero or the other side ("not rate increases": 0 or below)', () => {
    expect(sql('utah filings that are not rate increases')).toContain('f.rate_impact <= 0');
    expect(sql('acme filings without a rate decrease')).toContain('f.rate_impact >= 0');
    // Many filings change no rate (0%): "rate decreases" alone competes, so it warns.
    capped('utah filings that are not rate increases', 'no rate change (0%)');
  });
});

describe('eighth pass: the first or last N months or quarters of a year', () => {
  it('reads them as a stretch of that year, not a limit or a rolling window', () => {
    const half = sql('utah filings effective in the first six months of 2024');
    expect(half).toContain("f.effective_date_new >= date '2024-01-01'");
    expect(half).toContain("f.effective_date_new < date '2024-07-01'");
    expect(half).not.toContain('limit');
    const quarters = sql('how many acme filings in the last two quarters of 2023');
    expect(quarters).toContain("f.effective_date_new >= date '2023-07-01'");
    expect(quarters).not.toContain('current_date');
    clear('how many acme filings in the last two quarters of 2023');
  });
});

describe('eighth pass: a count asked "in total" is the count', () => {
  it('answers "how many ... in total" with the number of filings', () => {
    expect(sql('how many acme filings in total')).toContain('count(*) as filings');
    clear('how many acme filings in total');
  });
});

describe('eighth pass: a distinct count of rating factors reads the factors', () => {
  it('joins the rating factors it counts', () => {
    expect(sql('how many different rating factors did acme revise')).toContain(
      'join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number',
    );
  });
});
