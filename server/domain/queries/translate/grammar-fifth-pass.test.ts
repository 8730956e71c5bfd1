import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { STRUCTURAL_CAP } from './parse-question.ts';

/**
 * Fifth pass of issue 22: structural confidence for readings that compete (a grouping implied by
 * naming values, a figure guessed for a bare number, a threshold on a group's filings), and the
 * constructs the dev3 split and the review of the list showed missing. Worded apart from
 * every split of the evaluation.
 */
const vocabulary = testVocabulary(
  [
    ['oregon', { kind: 'value', dimension: 'state', value: 'OR' }],
    ['nevada', { kind: 'value', dimension: 'state', value: 'NV' }],
    ['renters', { kind: 'value', dimension: 'sub_toi', value: '04.0004 Tenant Homeowners' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['boat', { kind: 'value', dimension: 'line_of_business', value: '09.0 Inland Marine' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['withdrawals', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['approved', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['approvals', { kind: 'value', dimension: 'disposition_status', value: 'Approved' }],
    ['disapproved', { kind: 'value', dimension: 'disposition_status', value: 'Disapproved' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['jo park', { kind: 'value', dimension: 'reviewer', value: 'Jo Park' }],
    ['vehicle age', { kind: 'value', dimension: 'factor', value: 'Vehicle Age' }],
    [
      'vehicle age 11 or more years',
      { kind: 'value', dimension: 'factor_level', value: 'Vehicle Age\u001f11+ years' },
    ],
    ['glass', { kind: 'value', dimension: 'coverage', value: 'Glass' }],
    ['loss-of-use credit', { kind: 'value', dimension: 'factor', value: 'Loss-of-Use Credit' }],
  ],
  ['OR', 'NV', 'UT'],
);

const { read, sql, warned } = questionReader(vocabulary);

describe('fifth pass: structural confidence', () => {
  it('warns when naming several values made one row each, and reads "or" as one figure', () => {
    const reading = warned('how many farm and boat filings were there in 2022');
    expect(reading.warning).toContain('one row for each of');
    expect(reading.confidence).toBeLessThanOrEqual(STRUCTURAL_CAP);
    const union = sql('how many farm or boat filings were there in 2022');
    expect(union).not.toContain('group by');
    expect(union).toContain("in ('02.0 Farmowners', '09.0 Inland Marine')");
    expect(warned('how many farm or boat filings were there in 2022').warning).toBe('');
    expect(sql('number of oregon plus nevada filings')).not.toContain('group by');
    // Compared values stay one row each, without a warning.
    expect(warned('compare oregon and nevada average rate impact').warning).toBe('');
  });

  it('warns when a bare number was read as a rate impact', () => {
    const reading = warned('oregon filings above 12');
    expect(reading.warning).toContain('"above 12" as a rate impact in percent');
    expect(reading.confidence).toBeLessThanOrEqual(STRUCTURAL_CAP);
    expect(warned('list oregon filings above 12%').warning).toBe('');
  });

  it("warns that a threshold on a group's filings competes with one on its average", () => {
    const reading = warned('states with indicated change over 9%');
    expect(reading.warning).toContain('the groups whose average meets it');
    expect(reading.confidence).toBeLessThanOrEqual(STRUCTURAL_CAP);
    expect(warned('states whose average indicated change is over 9%').warning).toBe('');
    expect(warned('states with filings whose indicated change is over 9%').warning).toBe('');
  });

  it('declines a question about the future, and a share of something the data does not hold', () => {
    const future = read('predict the oregon rate impact for the coming year');
    expect(future.ok).toBe(false);
    if (!future.ok) expect(future.failReason).toContain('future');
    expect(read('projected homeowners increases in nevada').ok).toBe(false);
    expect(read('acme market share in oregon').ok).toBe(false);
  });

  it('declines questions about what rate filings do not record (claims, agents, profits)', () => {
    for (const text of [
      'how many claims did acme pay in oregon',
      'which agents sell the most acme policies',
      'profitability of acme in nevada',
    ]) {
      const parsed = read(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.failReason, text).toContain('it has no');
    }
  });

  it('keeps a negation across "filings" to the condition after it', () => {
    expect(sql('median rate impact leaving out filings with objections')).toContain(
      'f.objection_count <= 0',
    );
    expect(read('median rate impact leaving out filings with objections').ok).toBe(true);
  });

  it('declines an aggregate of a word matched only loosely to a name', () => {
    // "allied shieldd" is the test vocabulary's fuzzy carrier; "average allied" is no figure.
    const parsed = read('average allied shieldd of oregon policyholders');
    expect(parsed.ok).toBe(false);
    // A figure right after the loose name keeps it a filter: "average allied shieldd rate impact".
    expect(read('average allied shieldd rate impact').ok).toBe(true);
  });
});

describe('fifth pass: thresholds and groups', () => {
  it("reads a threshold on an additive figure as each group's total when the group is the subject", () => {
    // Twenty-third pass: each reviewer's own letters, under any of the names they sign with.
    expect(sql('reviewers with more than 8 objection letters')).toContain(
      'where v.total_objections > 8',
    );
    expect(sql('states with over 2 million policyholders affected')).toContain(
      'having sum(f.policyholders_affected) > 2000000',
    );
    // Filings named first: each filing's figure.
    expect(sql('states with filings over 2 million policyholders affected')).toContain(
      'where f.policyholders_affected > 2000000',
    );
  });

  it('reads "N+", "minus N", "N times", "N weeks" and single comparison words', () => {
    expect(sql('states with 6+ withdrawn filings')).toContain('having count(*) >= 6');
    expect(sql('filings with indicated change below minus 3 percent')).toContain(
      'f.indicated_change < -3',
    );
    expect(sql('carriers that filed over 15 times in oregon')).toContain('having count(*) > 15');
    expect(sql('how many filings were decided within 3 weeks')).toContain(
      'f.days_to_approval <= 21',
    );
    const faster = sql('is oregon or nevada faster on average');
    expect(faster).toContain('avg(f.days_to_approval)');
    expect(faster).toContain('group by 1');
  });

  it('reads "is negative" after a figure as that figure below zero', () => {
    expect(sql('carriers whose total written premium change is negative')).toContain(
      'having sum(f.written_premium_change) < 0',
    );
  });

  it("warns when a figure is compared with a group's average it does not compute", () => {
    const reading = warned('oregon filings with a rate impact above the state average');
    expect(reading.warning).toContain('"above"');
    expect(reading.confidence).toBeLessThanOrEqual(STRUCTURAL_CAP);
  });

  it('finds the groups with none of a value ("with no withdrawals")', () => {
    const text = sql('states with no withdrawals');
    expect(text).toContain("having count(*) filter (where f.disposition_status = 'Withdrawn') = 0");
    // A coded value names its column without the code ("farmowners_filings").
    expect(sql('carriers with no farm filings')).toContain('as farmowners_filings');
    // Without a grouping, the value is left out.
    expect(sql('number of acme filings with no withdrawals')).toContain(
      "f.disposition_status <> 'Withdrawn'",
    );
  });

  it('averages the groups\' counts ("average number of filings per carrier")', () => {
    const text = sql('average number of filings per state in 2023');
    expect(text).toMatch(/^select round\(\(avg\(t\.filings\)\)::numeric, 2\)/);
    expect(text).toContain('group by 1');
    expect(sql('how many acme filings per state on average')).toContain('avg(t.filings)');
    expect(warned('average number of filings per state in 2023').warning).toBe('');
  });

  it('counts the dimension a trailing "how many" asks about', () => {
    expect(sql('product histories per state - how many?')).toContain(
      'count(distinct f.segment_id)',
    );
  });

  it('counts the filings of a plural sign after "most" ("the most rate cuts")', () => {
    const text = sql('which state had the most rate cuts');
    expect(text).toContain('count(*) as filings');
    expect(text).toContain('f.rate_impact < 0');
    expect(text).toContain('limit 1');
  });

  it('groups by the span of "each of the last N years"', () => {
    const text = sql('average rate impact for each of the past 4 years');
    expect(text).toContain('extract(year from f.effective_date_new)::int as year');
    expect(text).toContain("interval '48 months'");
  });
});

describe('fifth pass: figures compared and signs', () => {
  it('compares two figures of each filing', () => {
    expect(sql('oregon filings whose rate impact is below the indicated change')).toContain(
      'f.rate_impact < f.indicated_change',
    );
  });

  it('reads a sign after named values ("raised nevada rates the most", "mean oregon rate cut")', () => {
    const raised = sql('which carrier raised nevada rates the most');
    expect(raised).toContain("f.state = 'NV'");
    expect(raised).not.toContain('f.rate_impact > 0');
    expect(raised).toContain('order by average_rate_impact desc');
    expect(sql('mean oregon rate cut by carrier')).toContain('avg(f.rate_impact)');
    expect(sql('max nevada rate decrease')).toContain('order by f.rate_impact asc nulls last');
  });

  it('reads "under" before a value as belonging to it', () => {
    expect(warned('which state under acme has the most filings').warning).toBe('');
  });
});

describe('fifth pass: dates', () => {
  it('reads a month with no year after "since" or "last" as its latest start', () => {
    const text = sql('oregon filings since last september');
    expect(text).toMatch(/f\.effective_date_new >= date '\d{4}-09-01'/);
    expect(sql('oregon filings in september')).toContain(
      'extract(month from f.effective_date_new) = 9',
    );
  });

  it('dates a decision anywhere in the question by the disposition date', () => {
    expect(sql('approved oregon filings since 2023')).toContain('f.disposition_date >=');
    expect(sql('approved oregon filings effective since 2023')).toContain(
      'f.effective_date_new >=',
    );
  });

  it('orders by date for "most recent" and "oldest", and says which date', () => {
    const latest = read('the most recent acme filing');
    expect(latest.ok && latest.sql).toContain('order by f.effective_date_new desc');
    expect(latest.ok && latest.sql).toContain('limit 1');
    expect(latest.ok && latest.warning).toContain('effective date');
    expect(sql('oldest oregon filings submitted')).toContain('order by f.submitted_date asc');
    expect(sql('the latest 4 months of oregon filings')).toContain("interval '4 months'");
  });

  it('reads "approvals" in a time question as the approval process, not a status', () => {
    expect(sql('fastest state for approvals')).not.toContain('disposition_status');
    expect(sql('number of approvals in oregon')).toContain("disposition_status = 'Approved'");
  });

  it('reads "to get approved" as the days to approval after a condition on days', () => {
    expect(sql('states averaging over 30 days to get approved')).toContain(
      'having avg(f.days_to_approval) > 30',
    );
    const taking = sql('states taking over 30 days on average to get approved');
    expect(taking).toContain('having avg(f.days_to_approval) > 30');
    expect(taking).not.toContain('disposition_status');
  });
});

describe('fifth pass: objection letters, reviewers, base rates, titles', () => {
  it("reads a reviewer's objection letters as the letters the reviewer wrote", () => {
    const text = sql('objection letters written by jo park');
    expect(text).toContain(
      'join objections o on o.serff_tracking_number = f.serff_tracking_number',
    );
    expect(text).toContain("o.reviewer_name = 'Jo Park'");
    expect(text).not.toContain('join reviews');
    // Letters on the filings a reviewer reviewed are the filings' letters.
    expect(sql('objection letters on filings jo park reviewed')).toContain(
      "r.reviewer_name = 'Jo Park'",
    );
  });

  it('dates objection letters by their own date when they are sent or issued, and groups by round', () => {
    expect(sql('objection letters issued in 2021 per state')).toContain(
      "o.objection_date >= date '2021-01-01'",
    );
    expect(sql('objection letters by round')).toContain('o.round');
  });

  it('counts the reviewers of a state from the reviewers view', () => {
    expect(sql('how many reviewers does oregon have')).toBe(
      "select count(*) as reviewer_count\nfrom reviewers v\nwhere v.state = 'OR'",
    );
    // A question about filings counts the reviewers who reviewed them.
    expect(sql('how many reviewers reviewed oregon filings in 2020')).toContain('join reviews r');
  });

  it('groups by a reviewer title and reads base rates per coverage', () => {
    expect(sql('median days to approval per reviewer title')).toContain(
      'join reviewers rv on rv.reviewer_id = r.reviewer_id',
    );
    const base = sql('average base rate change on glass by state');
    expect(base).toContain('avg(b.change)');
    expect(base).toContain("b.coverage = 'Glass'");
    expect(base).not.toContain('supplemental_metrics');
  });
});

describe('fifth pass: names written another way', () => {
  it('matches names whose words are written in another form or without their hyphens', () => {
    expect(sql('average relativity of vehicles aged 11+ years')).toContain("l.level = '11+ years'");
    expect(sql('filings that changed the loss of use credit')).toContain(
      "rf.factor = 'Loss-of-Use Credit'",
    );
  });

  it('reads lower-case state codes that are not English words', () => {
    expect(sql('number of filings in ut')).toContain("f.state = 'UT'");
  });
});
