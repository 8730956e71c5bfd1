import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import type { Meaning, Token } from './meaning.ts';
import {
  comparedPeriodsPooled,
  datesThatCannotHold,
  filterKeeps,
  namedPeriods,
  partsOfPeriods,
  periodsNotKept,
  periodsOnAnotherDate,
} from './period-checks.ts';

/**
 * Twelfth pass of issue 22: the reading's dates checked day by day against the periods the
 * question names, read again from its words. Worded apart from every split.
 */
const token = (text: string, meaning: Meaning): Token => ({ text, meaning });
const stop = (text: string): Token => token(text, { kind: 'stop' });
const year = (y: number): Token => token(String(y), { kind: 'year', year: y });
const range = (text: string, word: 'since' | 'after' | 'before' | 'until' | 'between' | 'and') =>
  token(text, { kind: 'range', word });
const submitted = token('submitted', { kind: 'date-field', field: 'submitted_date' });
const not = token('excluding', { kind: 'not' });
const TODAY = '2026-11-29';

describe('filterKeeps', () => {
  it('keeps the days each kind of date filter keeps, windows counted from today', () => {
    const window = filterKeeps({ kind: 'relative', days: 7 }, TODAY);
    expect(window('2026-11-25')).toBe(true);
    expect(window('2026-11-01')).toBe(false);
    const march = filterKeeps({ kind: 'range', from: '2024-03-01', to: '2024-04-01' }, TODAY);
    expect(march('2024-03-31')).toBe(true);
    expect(march('2024-04-01')).toBe(false);
    expect(filterKeeps({ kind: 'quarter-of-year', quarter: 2 }, TODAY)('2019-05-10')).toBe(true);
    expect(filterKeeps({ kind: 'to-date', unit: 'year', through: true }, TODAY)(TODAY)).toBe(true);
    expect(filterKeeps({ kind: 'to-date', unit: 'year', through: true }, TODAY)('2026-12-01')).toBe(
      false,
    );
  });
});

describe('datesThatCannotHold', () => {
  it('names a rolling window and a past month that no day meets together', () => {
    const intent = buildIntent({
      dates: [
        { kind: 'relative', days: 7 },
        { kind: 'range', from: '2024-03-01', to: '2024-04-01' },
      ],
    });
    expect(datesThatCannotHold(intent, TODAY)).toHaveLength(2);
  });

  it('names a quarter of any year outside the range kept with it', () => {
    const intent = buildIntent({
      dates: [
        { kind: 'quarter-of-year', quarter: 2 },
        { kind: 'range', from: '2024-07-01', to: '2024-10-01' },
      ],
    });
    expect(datesThatCannotHold(intent, TODAY)).toHaveLength(2);
  });

  it('is quiet when some day meets every filter', () => {
    const intent = buildIntent({
      dates: [
        { kind: 'quarter-of-year', quarter: 3 },
        { kind: 'range', from: '2024-01-01', to: '2025-01-01' },
      ],
    });
    expect(datesThatCannotHold(intent, TODAY)).toEqual([]);
    expect(datesThatCannotHold(buildIntent({ dates: [{ kind: 'relative', months: 3 }] }))).toEqual(
      [],
    );
  });
});

describe('namedPeriods', () => {
  it('reads each period with the bound and the date the words before it give', () => {
    const periods = namedPeriods([submitted, range('before', 'before'), year(2021)]);
    expect(periods).toHaveLength(1);
    expect(periods[0]?.bound).toBe('before');
    expect(periods[0]?.field).toBe('submitted_date');
    expect(periods[0]?.keeps('2020-12-31')).toBe(true);
    expect(periods[0]?.keeps('2021-01-01')).toBe(false);
  });

  it('reads "between 2021 and 2023" as one stretch and "2022 or 2023" as alternatives', () => {
    const stretch = namedPeriods([
      range('between', 'between'),
      year(2021),
      range('and', 'and'),
      year(2023),
    ]);
    expect(stretch).toHaveLength(1);
    expect(stretch[0]?.keeps('2022-06-01')).toBe(true);
    const either = namedPeriods([year(2022), stop('or'), year(2023)]);
    expect(either.map((p) => p.orPrevious)).toEqual([false, true]);
  });

  it('reads "between 2020 and now" as from 2020 on', () => {
    const periods = namedPeriods([range('between', 'between'), year(2020), range('and', 'and')]);
    expect(periods[0]?.keeps('2026-01-01')).toBe(true);
  });

  it('marks a period a negation reaches', () => {
    const periods = namedPeriods([not, stop('those'), stop('in'), year(2023)]);
    expect(periods[0]?.negated).toBe(true);
  });
});

describe('periodsNotKept', () => {
  const inYear = (y: number) =>
    buildIntent({ dates: [{ kind: 'range', from: `${y}-01-01`, to: `${y + 1}-01-01` }] });

  it('names a bound the reading turned around', () => {
    // "before 2021" read as 2021 on.
    const tokens = [range('before', 'before'), year(2021)];
    const wrong = buildIntent({ dates: [{ kind: 'range', from: '2021-01-01' }] });
    expect(periodsNotKept(tokens, wrong, TODAY)).toEqual(['2021']);
    const right = buildIntent({ dates: [{ kind: 'range', to: '2021-01-01' }] });
    expect(periodsNotKept(tokens, right, TODAY)).toEqual([]);
  });

  it('names a period left out by the question that the reading keeps', () => {
    const tokens = [not, stop('those'), stop('in'), year(2023)];
    expect(periodsNotKept(tokens, inYear(2023), TODAY)).toEqual(['not 2023']);
  });

  it('accepts either of two periods joined by "or", and is quiet with no period named', () => {
    const tokens = [year(2022), stop('or'), year(2023)];
    const both = buildIntent({ dates: [{ kind: 'range', from: '2022-01-01', to: '2024-01-01' }] });
    expect(periodsNotKept(tokens, both, TODAY)).toEqual([]);
    expect(periodsNotKept([stop('filings')], inYear(2023), TODAY)).toEqual([]);
  });
});

describe('periodsOnAnotherDate', () => {
  it('names a period said of the submission date while the reading filters the effective date', () => {
    const tokens = [submitted, stop('in'), year(2023)];
    const effective = buildIntent({
      dates: [{ kind: 'range', from: '2023-01-01', to: '2024-01-01' }],
    });
    expect(periodsOnAnotherDate(tokens, effective)).toEqual(['2023 (submission date)']);
    expect(periodsOnAnotherDate(tokens, { ...effective, dateField: 'submitted_date' })).toEqual([]);
  });
});

describe('comparedPeriodsPooled', () => {
  const half = (h: 1 | 2): Token =>
    token(h === 1 ? 'first half' : 'second half', { kind: 'half', half: h });
  const tokens = [half(1), stop('of'), year(2024), stop('vs'), half(2), stop('of'), year(2024)];
  const in2024 = buildIntent({
    dates: [{ kind: 'range', from: '2024-01-01', to: '2025-01-01' }],
    groupBy: ['year'],
  });

  it('names periods compared that share a row', () => {
    expect(comparedPeriodsPooled(tokens, in2024)).toEqual(['first half 2024', 'second half 2024']);
    expect(comparedPeriodsPooled(tokens, { ...in2024, groupBy: ['quarter'] })).toEqual([]);
  });

  it('is quiet on two years compared one row each', () => {
    const years = [year(2023), stop('vs'), year(2024)];
    const byYear = buildIntent({
      dates: [{ kind: 'range', from: '2023-01-01', to: '2025-01-01' }],
      groupBy: ['year'],
    });
    expect(comparedPeriodsPooled(years, byYear)).toEqual([]);
  });
});

describe('partsOfPeriods', () => {
  it('names a part of a period read as the whole of it, not the start of a range', () => {
    const fall = token('fall', { kind: 'sign', sign: 'decrease' });
    expect(partsOfPeriods([stop('in'), stop('the'), fall, stop('of'), year(2023)])).toEqual([
      'fall 2023',
    ]);
    const since = [range('since', 'since'), stop('the'), stop('start'), stop('of'), year(2023)];
    expect(partsOfPeriods(since)).toEqual([]);
    // An unplaced word is a string of the sequence: "late 2024".
    expect(partsOfPeriods(['late', year(2024)])).toEqual(['late 2024']);
    // "the first day of 2024"; "the 2nd half of last year": a half with no year after it.
    const days = token('day', { kind: 'unit', unit: 'days' });
    expect(partsOfPeriods([stop('the'), days, stop('of'), year(2024)])).toEqual(['day 2024']);
    const half = token('2nd half', { kind: 'half', half: 2 });
    expect(partsOfPeriods([half, stop('of'), token('last', { kind: 'last' })])).toEqual([
      '2nd half',
    ]);
    expect(partsOfPeriods([half, stop('of'), year(2024)])).toEqual([]);
    expect(partsOfPeriods([year(2024), half])).toEqual([]);
  });
});

const vocabulary = testVocabulary(
  [['utah', { kind: 'value', dimension: 'state', value: 'UT' }]],
  ['UT'],
);
const { capped, clear, read } = questionReader(vocabulary);

describe('the period checks in a translation', () => {
  it('declines dates no day meets, and warns when the periods named are not kept', () => {
    const never = read('how many Utah filings were submitted in the last week of May 2023');
    expect(never.ok).toBe(false);
    if (!never.ok) expect(never.failReason).toContain('no day falls');
    capped('how many Utah filings were submitted in the final week of May 2023', 'whole period');
    capped('count Utah filings effective before 2019 or after 2022', 'do not keep to');
    capped('number of Utah filings leaving out those effective in 2022', 'do not keep to');
    capped('how many utah filings took effect in the fall of 2022', 'whole period');
    capped('compare the first half of 2023 with the second half of 2023 for utah', 'not set apart');
  });

  it('stays quiet on periods read as named', () => {
    clear('how many Utah filings were submitted between February and April 2023');
    clear('number of Utah filings effective since the start of 2022');
    clear('count Utah filings taking effect in 2020, 2021 or 2022');
  });
});
