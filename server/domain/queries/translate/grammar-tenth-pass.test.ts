import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import {
  distinctCountOfGroup,
  figuresNotNamed,
  groupedOnOneValue,
  groupingsInPassing,
  periodsThatCannotHold,
  shareNotGiven,
  shareOfFigureTotal,
} from './attachment-checks.ts';
import { effectFlag, placementVerb, readFlagPhrases } from './effect-flags.ts';
import { extremeAsFiling } from './extreme-filing.ts';
import type { Token } from './meaning.ts';
import { readProductHistory } from './product-history.ts';
import { reviewerLettersSql } from './roster-sql.ts';

/**
 * Tenth pass of issue 22, tuned on the opened blind splits (held-out v1 to v6): checks of where a
 * reading attached what the question names (a grouping named in passing, a figure not named,
 * periods that cannot hold together, a share asked and not given), and rules for a product's
 * history, taking effect (on approval; rates that took effect), a department's reviewers and
 * their letters, the extreme filing, "no ... any", the speed of approval, a dash between dates and
 * a premium "changed by". Worded apart from every split.
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['idaho', { kind: 'value', dimension: 'state', value: 'ID' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['acme ranch plan', { kind: 'value', dimension: 'product_name', value: 'Acme Ranch Plan' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['withdrawals', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['rule', { kind: 'value', dimension: 'filing_type', value: 'Rule' }],
    ['collision', { kind: 'value', dimension: 'coverage', value: 'Collision' }],
  ],
  ['UT', 'ID'],
);

const { sql, read, capped, clear } = questionReader(vocabulary);

const intent = buildIntent;
const token = (text: string, meaning: Token['meaning']): Token => ({ text, meaning });

describe('tenth pass: a grouping named only in passing warns', () => {
  it('warns when the filings are listed and a noun after them became a grouping', () => {
    capped('which filings show a coverage whose expense ratio is under 15%', 'only in passing');
    capped('what expense ratio do the companies in utah report on average', 'only in passing');
  });

  it('does not warn for a grouping asked with "by", "each", "which", a ranking, or the subject', () => {
    clear('average rate impact by state for farm filings');
    clear('which state had the most farm filings');
    clear('rank the carriers by number of filings and give me the first four');
    clear('farm filings: carriers with average rate impact above 3%');
  });

  it('is blind to how the grouping was made: it reads the words before the noun', () => {
    const tokens = [
      token('filings', { kind: 'metric', metric: 'filings' }),
      token('with', { kind: 'stop' }),
      token('a', { kind: 'stop' }),
      token('coverage', { kind: 'dimension', dimension: 'coverage', singular: true }),
    ];
    expect(groupingsInPassing(tokens, intent({ groupBy: ['coverage'] }))).toEqual(['coverage']);
    const asked = [token('by', { kind: 'stop' }), ...tokens.slice(3)];
    expect(groupingsInPassing(asked, intent({ groupBy: ['coverage'] }))).toEqual([]);
  });
});

describe('tenth pass: a figure the question does not name warns', () => {
  it('warns when a comparison or ranking went to the rate impact beside another figure', () => {
    const tokens = [
      token('coverages', { kind: 'dimension', dimension: 'coverage', singular: false }),
      token('loss ratio', { kind: 'metric', metric: 'permissible_loss_ratio' }),
      token('over', { kind: 'comparison', op: '>' }),
    ];
    const reading = intent({
      groupBy: ['coverage'],
      measures: [{ aggregate: 'avg', metric: 'permissible_loss_ratio' }],
      conditions: [
        {
          metric: 'rate_impact',
          op: '>',
          value: 40,
          measure: { aggregate: 'avg', metric: 'rate_impact' },
        },
      ],
    });
    expect(figuresNotNamed(tokens, reading)).toEqual(['rate impact']);
  });

  it('takes a unit or a rate word as naming its figure', () => {
    const tokens = [
      token('raised rates', { kind: 'sign', sign: 'increase' }),
      token('90', { kind: 'number', value: 90, unit: 'days' }),
      token('policyholders', { kind: 'metric', metric: 'policyholders_affected' }),
    ];
    const reading = intent({
      conditions: [
        { metric: 'rate_impact', op: '>', value: 0 },
        { metric: 'days_to_approval', op: '>', value: 90 },
        { metric: 'policyholders_affected', op: '>', value: 5000 },
      ],
    });
    expect(figuresNotNamed(tokens, reading)).toEqual([]);
  });
});

describe('tenth pass: periods, shares and groupings that cannot be what was asked', () => {
  it('warns on two periods no filing falls in at once', () => {
    const apart = intent({
      dates: [
        { kind: 'range', from: '2022-02-01', to: '2022-02-02' },
        { kind: 'range', from: '2022-05-31', to: '2022-06-01' },
      ],
    });
    expect(periodsThatCannotHold(apart)).toHaveLength(2);
    const nested = intent({
      dates: [
        { kind: 'range', from: '2022-01-01', to: '2023-01-01' },
        { kind: 'range', from: '2022-04-01', to: '2022-07-01' },
      ],
    });
    expect(periodsThatCannotHold(nested)).toEqual([]);
  });

  it('reads a dash between two days as a range', () => {
    const text = sql('farm filings submitted Feb 1 – May 31 2022: how many');
    expect(text).toContain("f.submitted_date >= date '2022-02-01'");
    expect(text).toContain("f.submitted_date < date '2022-06-01'");
  });

  it('compares two years with "for each year" as one row per year over both', () => {
    const text = sql(
      'were there fewer acme filings in 2021 than in 2020? give the count for each year',
    );
    expect(text).toContain("date '2020-01-01'");
    expect(text).toContain("date '2022-01-01'");
    expect(text).not.toContain("date '2021-01-01'");
  });

  it('warns on a share asked and not given, and a share of filings beside a total', () => {
    const what = [token('what', { kind: 'which' }), token('%', { kind: 'unit', unit: '%' })];
    expect(
      shareNotGiven(what, intent({ measures: [{ aggregate: 'count', metric: 'reviews' }] })),
    ).toEqual(['%']);
    const unit = [token('mean', { kind: 'aggregate', aggregate: 'avg' }), what[1] as Token];
    expect(shareNotGiven(unit, intent({}))).toEqual([]);
    const both = intent({
      measures: [
        { aggregate: 'share', metric: 'filings' },
        { aggregate: 'sum', metric: 'written_premium_change' },
      ],
    });
    expect(shareOfFigureTotal(both)).toEqual(['written premium change']);
  });

  it('warns on a grouping that keeps one value, and drops a grouping by what is counted', () => {
    const one = intent({ groupBy: ['filing_type'], filters: new Map([['filing_type', ['Rule']]]) });
    const by = [
      token('by', { kind: 'stop' }),
      token('filing type', { kind: 'dimension', dimension: 'filing_type', singular: true }),
    ];
    expect(groupedOnOneValue(by, one)).toEqual(['filing type Rule']);
    expect(groupedOnOneValue(by.slice(1), one)).toEqual([]);
    const counted = intent({
      groupBy: ['carrier'],
      measures: [{ aggregate: 'distinct', metric: 'filings', dimension: 'carrier' }],
    });
    expect(distinctCountOfGroup(counted)).toEqual(['carrier']);
    const text = sql('how many separate carriers filed in idaho');
    expect(text).toContain('count(distinct f.carrier)');
    expect(text).not.toContain('group by');
  });
});

describe('tenth pass: taking effect, on approval, and dates that "fall"', () => {
  it('reads "effective on approval" and "take effect upon approval" as the flag', () => {
    expect(sql('how many utah filings become effective upon approval')).toContain(
      "f.on_approval = 'true'",
    );
    const tokens = [
      token('take effect', { kind: 'date-field', field: 'effective_date_new' }),
      token('on', { kind: 'stop' }),
      token('approval', { kind: 'stop' }),
    ];
    expect(effectFlag(tokens, 0)?.length).toBe(3);
  });

  it('reads "that took effect" with no period as rates that took effect', () => {
    expect(sql('median rate impact of the acme filings that went into effect')).toContain(
      "f.took_effect = 'true'",
    );
    // With a period, the date basis.
    expect(sql('acme filings that took effect in 2023')).not.toContain('took_effect =');
    // After a negation, the rates that did not.
    expect(sql('acme filings that never took effect')).toContain("f.took_effect = 'false'");
  });

  it('reads "fall" after a date or before a range word as placing the date', () => {
    const text = sql('farm filings whose effective dates fall before 2019');
    expect(text).not.toContain('rate_impact <');
    expect(sql('farm filings where rates fell in 2021')).toContain('f.rate_impact < 0');
    const tokens = [
      token('effective dates', { kind: 'date-field', field: 'effective_date_new' }),
      token('fall', { kind: 'sign', sign: 'decrease' }),
      token('before', { kind: 'range', word: 'before' }),
    ];
    expect(placementVerb(tokens, 1)).toBe(true);
    expect(readFlagPhrases(tokens)[1]?.meaning.kind).toBe('stop');
  });
});

describe('tenth pass: a product history, a department’s reviewers, the extreme filing', () => {
  it('lists a product history as its filings in effective-date order', () => {
    const text = sql('acme ranch plan product history in utah');
    expect(text).toContain('order by f.effective_date_new asc');
    expect(text).not.toContain('group by');
    clear('acme ranch plan product history in utah');
    expect(sql('acme farm filings in idaho over time')).toContain('f.effective_date_new asc');
    expect(sql('acme farm in idaho: effective rate changes over time')).toContain(
      "f.took_effect = 'true'",
    );
    // With an aggregate, one figure over the history's filings.
    expect(sql('mean rate impact across the acme ranch plan history')).toContain('avg(');
  });

  it('leaves a trend by year alone when no single product is named', () => {
    expect(sql('average rate impact per year for acme')).toContain('group by 1');
    const reading = intent({ groupBy: ['year'], filters: new Map([['state', ['UT']]]) });
    expect(readProductHistory([token('over time', { kind: 'stop' })], reading)).toBeUndefined();
  });

  it('reads a department’s reviewers and their letters from the reviewers view', () => {
    const none = sql('which idaho reviewers have not written a single objection letter');
    expect(none).toContain('from reviewers v');
    expect(none).toContain('v.total_objections = 0');
    const most = sql('the utah reviewer who wrote the most objection letters');
    expect(most).toContain('order by v.total_objections desc');
    expect(most).toContain('limit 1');
    // Without a state, the letters themselves.
    expect(reviewerLettersSql(intent({ groupBy: ['reviewer'] }))).toBeUndefined();
  });

  it('answers the largest figure of the filings with the filing that has it', () => {
    const text = sql('the steepest rate cut acme ever put through');
    expect(text).toContain('order by f.rate_impact asc nulls last');
    expect(text).toContain('limit 1');
    const grouped = intent({
      groupBy: ['state'],
      measures: [{ aggregate: 'max', metric: 'rate_impact' }],
    });
    extremeAsFiling(grouped);
    expect(grouped.measures).toHaveLength(1);
  });
});

describe('tenth pass: negations with "any", speed of approval, premium "changed by"', () => {
  it('reads "haven’t had any <value>" with groups as the groups with none', () => {
    const text = sql("carriers that haven't had any withdrawals in utah");
    expect(text).toContain('= 0');
    expect(text).not.toContain("<> 'Withdrawn'");
  });

  it('reads "approved fastest" as the approval process, not the approved status', () => {
    const text = sql('which state gets filings approved quickest on average');
    expect(text).not.toContain("disposition_status = 'Approved'");
  });

  it('reads "changed written premium by more than" as the premium change', () => {
    expect(sql('how many farm filings changed written premium by over $3 million')).toContain(
      'f.written_premium_change > 3000000',
    );
  });

  it('keeps "as a percentage" after a share as an aside', () => {
    const text = sql('proportion of farm filings with two or more objections, as a percentage');
    expect(text).toContain("where f.line_of_business = '02.0 Farmowners'");
    expect(read('proportion of farm filings with two or more objections').ok).toBe(true);
  });
});

describe('tenth pass: what a word is said of sets its figure', () => {
  it('reads a sign said of rating factors or of a base rate as their own change', () => {
    expect(sql('the two rating factors that rose the most on average')).toContain('avg(rf.change)');
    expect(sql('which coverage saw its base rate went up the most on average')).toContain(
      'avg(b.change)',
    );
  });

  it('reads "base rate after the change" as the rate after, and a figure before "them" as a verb', () => {
    expect(sql('average collision base rate after the change in idaho')).toContain(
      'avg(b.rate_after)',
    );
    const ranked = sql('rating factors ordered by how many filings change them, top five');
    expect(ranked).toContain('order by filings desc');
    expect(ranked).not.toContain('rf.change');
  });

  it('reads counted "dispositions" as decided filings, dated by the decision', () => {
    const text = sql('number of dispositions in the last 9 months');
    expect(text).toContain('count(*)');
    expect(text).toContain('f.disposition_date >=');
  });

  it('reads "<figure> counts above N" as the figure compared', () => {
    const text = sql('reviewers with objection counts of more than 3');
    expect(text).not.toContain('> 0');
  });
});

describe('tenth pass: lists, counted subjects and "over time"', () => {
  it('lists the filings with their carrier instead of counting per carrier', () => {
    const text = sql('list the utah farm filings and their carriers');
    expect(text).toContain('f.serff_tracking_number');
    expect(text).not.toContain('group by');
    clear('list the utah farm filings and their carriers');
    // "by" keeps the grouping.
    expect(sql('farm filings by carrier')).toContain('group by 1');
    expect(sql('carriers and filings in utah that were withdrawn')).not.toContain('group by');
  });

  it('counts the noun before "by" in each group when the question counts', () => {
    const text = sql('count the carriers by state for farm filings');
    expect(text).toContain('count(distinct f.carrier)');
    expect(text).not.toContain('f.carrier,');
    expect(sql('list carriers by state')).toContain('group by 1, 2');
  });

  it('reads a count of different values "over time" as in all time', () => {
    const text = sql('how many distinct products has acme filed over time');
    expect(text).not.toContain('group by');
    expect(sql('number of filings over time for farm')).toContain('group by 1');
  });

  it('keeps one answer for "who has ... the most"', () => {
    expect(sql('among utah reviewers, who has written the most objection letters')).toContain(
      'limit 1',
    );
  });

  it('reads "across" as one figure over the groups, beside another grouping or alone', () => {
    // Twenty-first pass: "across coverages" pools the coverages (across-pooled.ts).
    const text = sql('for farm filings, each carrier with its mean expense ratio across coverages');
    expect(text).toContain('group by 1\n');
    expect(text).not.toContain('s.coverage');
    clear('average rate impact across states for farm filings');
  });
});

describe('tenth pass: written forms of periods, the on-approval flag, a limit before names', () => {
  it('reads "3Q22", "1Q 2019", "Sept \'23" and "pre-2018"', () => {
    expect(sql('farm filings submitted in 3Q22, how many')).toContain("date '2022-07-01'");
    expect(sql('farm filings effective 1Q 2019: how many')).toContain("date '2019-04-01'");
    expect(sql("how many farm filings were submitted in sept '23")).toContain("date '2023-09-01'");
    expect(sql('farm filings effective pre-2018, how many')).toContain(
      "f.effective_date_new < date '2018-01-01'",
    );
  });

  it('reads "on-approval" before its noun as the flag', () => {
    expect(sql('list the on-approval farm filings')).toContain("f.on_approval = 'true'");
    expect(sql('how many utah filings carry an on-approval effective date')).toContain(
      "f.on_approval = 'true'",
    );
  });

  it('takes a number before names and "filings" as the limit', () => {
    expect(sql('which three utah farm filings had the highest rate impact')).toContain('limit 3');
    expect(sql('the 5 acme filings with the most policyholders affected')).toContain('limit 5');
  });
});
