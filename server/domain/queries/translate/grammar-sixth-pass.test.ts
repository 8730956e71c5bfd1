import { describe, expect, it } from 'vitest';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { factorLevelPhrases } from './load-vocabulary.ts';
import { splitWords } from './split-words.ts';

/**
 * Sixth pass of issue 22: no wrong answer without a warning, and no warning on a clear question.
 * The choices the translator makes that a question did not state (a total of an amount, "typical"
 * as the average, a condition on a group's figure with no group, a quarter or month of every year,
 * a list where a count competes, two periods joined by "and", the unit of a bare number, the figure
 * behind "premium change") warn and cap the confidence; and the constructs the dev4 split showed
 * missing. Worded apart from every split of the evaluation.
 */
const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['idaho', { kind: 'value', dimension: 'state', value: 'ID' }],
    ['farm', { kind: 'value', dimension: 'line_of_business', value: '02.0 Farmowners' }],
    ['acme', { kind: 'value', dimension: 'carrier', value: 'Acme Mutual Group' }],
    ['glass', { kind: 'value', dimension: 'coverage', value: 'Glass' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
    ['file and use', { kind: 'value', dimension: 'approval_type', value: 'File and Use' }],
    ['regional actuary', { kind: 'value', dimension: 'reviewer_title', value: 'Regional Actuary' }],
  ],
  ['UT', 'ID'],
);

const { sql, capped, clear } = questionReader(vocabulary);

describe('sixth pass: choices the question did not state warn', () => {
  it('warns when an amount is totalled without a word asking for a total', () => {
    capped('written premium of utah filings in 2022', 'the average per filing may be meant');
    capped('farm written premium change per carrier', 'the average per filing may be meant');
    // "total", "average", "how much" say which figure is meant.
    clear('total written premium of utah filings in 2022');
    clear('average written premium of utah filings in 2022');
    clear('how much written premium did farm filings add up to');
    // "how many dollars of" asks for the amount, its total.
    expect(sql('how many dollars of written premium did utah filings have in 2022')).toContain(
      'sum(f.written_premium)',
    );
    clear('how many dollars of written premium did utah filings have in 2022');
  });

  it('does not warn on a total of things counted (letters, policyholders): their number is meant', () => {
    clear('policyholders affected on acme farm filings');
    clear('how many policyholders did acme farm filings affect each year');
    clear('number of objection letters per carrier');
    expect(sql('policyholders affected on acme farm filings')).toContain(
      'sum(f.policyholders_affected)',
    );
  });

  it('warns that "typical" was read as the average, unless "average" is said too', () => {
    capped('typical days to approval for idaho filings', 'the median may be meant');
    clear('typical rate impact in utah, on average');
  });

  it("warns when a condition on a group's figure has no group to apply to", () => {
    capped('farm filings averaging over 4 percent rate impact', 'a figure for each carrier');
    clear('carriers averaging over 4 percent rate impact on farm filings');
  });

  it('warns when a quarter or a month has no year', () => {
    capped('how many utah filings took effect in Q2', 'Q2 of every year');
    capped('average rate impact of farm filings in September', 'September of every year');
    clear('how many utah filings took effect in Q2 2021');
    clear('average rate impact of farm filings in September 2023');
  });

  it('warns when filings named by values and periods only are listed', () => {
    capped('acme farm filings effective in the third quarter of 2021', 'ask "how many"');
    capped('withdrawn utah filings in 2022', 'ask "how many"');
    clear('list acme farm filings effective in the third quarter of 2021');
    clear('how many acme farm filings took effect in Q3 2021');
  });

  it('does not warn on a list of the filings that meet a threshold when a list is asked for', () => {
    // Named by a threshold alone, a count competes (fourteenth pass): see that pass's tests.
    clear('list utah filings above 12%');
    clear('show farm filings with more than 60 days to approval');
    clear('which utah filings had rate impact over 5% in 2022');
  });

  it('warns when two periods joined by "and" are read as the stretch between them', () => {
    capped('how many idaho filings in 2019 and 2022', 'the whole stretch');
    capped('average rate impact of farm filings in 2022 and in 2024', 'the whole stretch');
    // "between", "to", "-" and "through" say the stretch.
    clear('how many idaho filings between 2019 and 2022');
    clear('idaho filings in apr-jun 2024, how many');
    clear('how many idaho filings from march 2022 to feb 2023');
    clear('how many idaho filings 2019 through 2022');
  });

  it('warns when a small bare number could be a fraction or a figure in thousands', () => {
    capped('utah filings with rate impact above 0.1', '10% (a fraction) may be meant');
    clear('list utah filings with rate impact above 0.1%');
    capped('utah filings with written premium over 5', 'thousands or millions');
    clear('list utah filings with written premium over 5 million');
    clear('list utah filings with written premium over 5 dollars');
  });

  it('warns that "premium change" without "written" may be per policy', () => {
    capped('average premium change of utah filings', 'per policy may be meant');
    clear('average written premium change of utah filings');
  });

  it('does not warn that "average rate increase" may mean the increases only', () => {
    // Every split reads it as the average rate impact of all the filings (fifth pass).
    clear('average farm rate increase in utah');
    clear('the 3 states with the biggest average rate increase for farm');
  });
});

describe('sixth pass: dates', () => {
  it('reads a day before a month as that date ("after 20 May 2024", "from 2 March 2022 on")', () => {
    expect(sql('utah filings effective after 20 May 2024 - how many')).toContain(
      "f.effective_date_new >= date '2024-05-21'",
    );
    const since = sql('count of farm filings effective from 2 March 2022 onwards');
    expect(since).toContain("f.effective_date_new >= date '2022-03-02'");
    expect(since).not.toContain("f.effective_date_new < date '2022-03-03'");
    const day = sql('how many utah filings took effect on 15 June 2023');
    expect(day).toContain("f.effective_date_new >= date '2023-06-15'");
    expect(day).toContain("f.effective_date_new < date '2023-06-16'");
  });

  it('reads "since mid-2023" from 1 July', () => {
    expect(sql('number of farm filings effective since mid-2023')).toContain(
      "f.effective_date_new >= date '2023-07-01'",
    );
    expect(splitWords('from the middle of 2021')).toEqual(['from', '1', 'july', '2021']);
  });

  it('compares two years with a comparative, one row each, warned when years between are kept', () => {
    const text = 'was the mean indicated change for idaho bigger in 2024 than in 2021';
    const compared = sql(text);
    expect(compared).toContain('extract(year from f.effective_date_new)');
    expect(compared).toContain('group by 1');
    // Twelfth pass: the stretch 2021-2024 also kept 2022 and 2023, which the question does not
    // name (period-checks.ts), and was warned of; since the seventeenth pass only the two years
    // named are kept (years-apart.ts). Two years side by side stay clear.
    expect(compared).toContain('extract(year from f.effective_date_new) in (2021, 2024)');
    clear(text);
    clear('was the average farm rate impact lower in 2023 than in 2022');
    clear('is the average rate impact higher in utah or idaho');
    expect(sql('is the average rate impact higher in utah or idaho')).toContain('group by 1');
    // A comparative that compares nothing the answer shows is reported unused.
    capped('farm filings with a larger indicated change than rate impact', 'did not use: "larger"');
    capped('which carriers have lower average rate impact in utah', 'did not use: "lower"');
  });
});

describe('sixth pass: thresholds and figures', () => {
  it('reads "N% or higher" and "N filings or more" with the comparison after the unit', () => {
    expect(sql('idaho filings with an indicated change of 6% or higher')).toContain(
      'f.indicated_change >= 6',
    );
    expect(sql('carriers that had fifteen filings or more')).toContain('having count(*) >= 15');
  });

  it('reads "a billion" and "half a million" as numbers', () => {
    expect(sql('how many filings with over a billion dollars of written premium')).toContain(
      'f.written_premium > 1000000000',
    );
    expect(sql('number of filings with written premium under half a million dollars')).toContain(
      'f.written_premium < 500000',
    );
  });

  it('reads a total named after its figure ("summing to", "adds up to") as a condition on it', () => {
    const summed = sql('states with policyholders affected summing to above 5000');
    expect(summed).toContain('having sum(f.policyholders_affected) > 5000');
    expect(summed).not.toContain('rate_impact');
    clear('states with policyholders affected summing to above 5000');
    expect(sql('carriers whose written premium adds up to more than 2 million')).toContain(
      'having sum(f.written_premium) > 2000000',
    );
  });

  it('groups by carrier a condition on a group\'s figure asked with "who"', () => {
    const byCarrier = sql('among farm filings, who averages over 4 percent rate impact');
    expect(byCarrier).toContain('f.carrier');
    expect(byCarrier).toContain('group by 1');
    expect(byCarrier).toContain('having avg(f.rate_impact) > 4');
  });

  it('reads the change of a base rate written as two phrases', () => {
    const change = sql('by state, average change in the glass base rate');
    expect(change).toContain('avg(b.change)');
    expect(sql('how much did glass base rates change on average per state')).toContain(
      'avg(b.change)',
    );
    expect(sql('average glass base rate by state')).toContain('avg(b.rate_after)');
  });

  it('reads "median number of days ... to approve" as the median of the days', () => {
    expect(sql('the median number of days a file and use filing takes to approve')).toContain(
      'percentile_cont(0.5) within group (order by f.days_to_approval)',
    );
  });

  it('reads "percent withdrawn" as a share, not a count', () => {
    const share = sql('percent withdrawn by carrier');
    expect(share).toContain("count(*) filter (where f.disposition_status = 'Withdrawn')");
    expect(share).toContain('share_percent');
  });

  it('reads "new" and "revised" relativities as the relativity after the filing', () => {
    expect(sql('new relativity by state')).toContain('avg(l.relativity_after)');
    clear('new relativity by state');
    expect(sql('revised relativities by carrier')).toContain('avg(l.relativity_after)');
  });

  it('names a driver age level the way analysts say it', () => {
    expect(factorLevelPhrases('Driver Age', '18-20')).toEqual([
      'driver age 18-20',
      '18-20 driver age',
      'drivers 18-20',
      'drivers aged 18-20',
      '18-20 year old drivers',
    ]);
    expect(factorLevelPhrases('Roof Age', 'New')).toEqual(['roof age new', 'new roof age']);
  });

  it('reads "holds the title" as a reviewer being of that title, and uses "reviewers" for it', () => {
    const reviewed = sql('how many filings where a reviewer holds the title regional actuary');
    expect(reviewed).toContain("v.title = 'Regional Actuary'");
    expect(reviewed).not.toContain('group by');
    clear('count filings where one of the reviewers holds the title regional actuary');
  });
});
