import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import type { Meaning, Token } from './meaning.ts';
import {
  changesMeaning,
  contradictoryConditions,
  exclusionsOutsideNegation,
  lettersNotByWriter,
  limitAcrossGroups,
  negatedSignsWithZero,
  negatedTokens,
  negationsNotInReading,
  numberInReading,
  numbersNotInReading,
  sqlNegates,
} from './reading-checks.ts';

const intent = buildIntent;
const token = (text: string, meaning: Meaning): Token => ({ text, meaning });
const stop = (text: string): Token => token(text, { kind: 'stop' });
const not = (text = 'not'): Token => token(text, { kind: 'not' });
const number = (value: number, text = String(value)): Token =>
  token(text, { kind: 'number', value });
const status = (text: string, value: string): Token =>
  token(text, { kind: 'value', dimension: 'disposition_status', value });
const texas = token('texas', { kind: 'value', dimension: 'state', value: 'TX' });
const ohio = token('ohio', { kind: 'value', dimension: 'state', value: 'OH' });
const filings = token('filings', { kind: 'metric', metric: 'filings' });

describe('numberInReading / numbersNotInReading', () => {
  it('finds a number as the limit, a threshold or a rolling window', () => {
    expect(numberInReading(intent({ limit: 5 }), 5)).toBe(true);
    const above = intent({ conditions: [{ metric: 'rate_impact', op: '>', value: 10 }] });
    expect(numberInReading(above, 10)).toBe(true);
    // "a decrease of more than 3%" is below -3; "2 weeks" is 14 days.
    const below = intent({ conditions: [{ metric: 'rate_impact', op: '<', value: -3 }] });
    expect(numberInReading(below, 3)).toBe(true);
    const days = intent({ conditions: [{ metric: 'days_to_approval', op: '<', value: 14 }] });
    expect(numberInReading(days, 2)).toBe(true);
    expect(numberInReading(intent({ dates: [{ kind: 'relative', months: 36 }] }), 3)).toBe(true);
  });

  it('finds a day of the month only at an end of a range', () => {
    const range = intent({ dates: [{ kind: 'range', from: '2024-04-15', to: '2024-07-01' }] });
    expect(numberInReading(range, 15)).toBe(true);
    expect(numberInReading(range, 30)).toBe(true);
    // Before the eighth pass any number from 1 to 31 counted as a day of a range.
    expect(numberInReading(range, 20)).toBe(false);
    // "the first six months of 2024", "the last two quarters of 2023": the months spanned.
    const half = intent({ dates: [{ kind: 'range', from: '2024-01-01', to: '2024-07-01' }] });
    expect(numberInReading(half, 6)).toBe(true);
    expect(numberInReading(half, 2)).toBe(true);
    expect(numberInReading(half, 5)).toBe(false);
  });

  it('names the numbers the reading does not use, as written', () => {
    const tokens = [number(90, 'ninety'), stop('days'), number(5)];
    expect(numbersNotInReading(tokens, intent({ limit: 5 }))).toEqual(['ninety']);
  });
});

describe('sqlNegates', () => {
  it('recognises the negated constructs the SQL writer uses', () => {
    expect(sqlNegates("where f.state <> 'TX'")).toBe(true);
    expect(sqlNegates("where f.state not in ('TX', 'OK')")).toBe(true);
    expect(sqlNegates('where not exists (select 1 from x)')).toBe(true);
    expect(sqlNegates('having count(*) filter (where x) = 0')).toBe(true);
    expect(sqlNegates("where f.took_effect = 'false'")).toBe(true);
    expect(sqlNegates("where f.state = 'TX' and f.rate_impact > 0")).toBe(false);
    expect(sqlNegates('where f.rate_impact = 0.5')).toBe(false);
  });
});

describe('negationsNotInReading', () => {
  it('requires the value after a negation to be left out', () => {
    const tokens = [filings, not(), stop('in'), texas];
    expect(negationsNotInReading(tokens, intent(), 'select 1')).toEqual(['not']);
    const left = intent({ exclusions: new Map([['state', ['TX']]]) });
    expect(negationsNotInReading(tokens, left, "where f.state <> 'TX'")).toEqual([]);
    // Another value left out does not answer for this one.
    const other = intent({ exclusions: new Map([['state', ['OH']]]) });
    expect(negationsNotInReading(tokens, other, "where f.state <> 'OH'")).toEqual(['not']);
  });

  it('accepts a negated comparison read as the inverse condition', () => {
    const tokens = [not(), token('above', { kind: 'comparison', op: '>' }), number(5)];
    const inverse = intent({ conditions: [{ metric: 'rate_impact', op: '<=', value: 5 }] });
    expect(negationsNotInReading(tokens, inverse, 'where f.rate_impact <= 5')).toEqual([]);
    expect(negationsNotInReading(tokens, intent(), 'select 1')).toEqual(['not']);
  });

  it('requires groups with none when groups are the subject ("carriers with no rate cuts")', () => {
    const tokens = [
      token('carriers', { kind: 'dimension', dimension: 'carrier', singular: false }),
      stop('with'),
      not('no'),
      token('rate cuts', { kind: 'sign', sign: 'decrease' }),
    ];
    const rows = intent({
      groupBy: ['carrier'],
      conditions: [{ metric: 'rate_impact', op: '>', value: 0 }],
    });
    expect(negationsNotInReading(tokens, rows, 'where f.rate_impact > 0')).toEqual(['no']);
    const none = intent({
      groupBy: ['carrier'],
      conditions: [
        {
          metric: 'filings',
          op: '=',
          value: 0,
          measure: { aggregate: 'count', metric: 'filings' },
        },
      ],
    });
    expect(negationsNotInReading(tokens, none, 'having count(*) = 0')).toEqual([]);
  });

  it('accepts "never took effect" as the flag of rates not in effect', () => {
    const tokens = [
      not('never'),
      token('took effect', { kind: 'date-field', field: 'effective_date_new' }),
    ];
    const flag = intent({ filters: new Map([['took_effect', ['false']]]) });
    expect(negationsNotInReading(tokens, flag, "where f.took_effect = 'false'")).toEqual([]);
    expect(negationsNotInReading(tokens, intent(), 'select 1')).toEqual(['never']);
  });
});

describe('negatedTokens / exclusionsOutsideNegation', () => {
  const approved = status('approved', 'Approved');
  const withdrawn = status('withdrawn', 'Withdrawn');

  it('reaches the run of values after a negation, not past a preposition', () => {
    const tokens = [filings, not("weren't"), approved, stop('in'), texas];
    const reached = negatedTokens(tokens);
    expect(reached.has(approved)).toBe(true);
    expect(reached.has(texas)).toBe(false);
    // "not in Texas": the preposition before the first value does not end the reach.
    expect(negatedTokens([not(), stop('in'), texas]).has(texas)).toBe(true);
    // "not approved or withdrawn": one negation, both values.
    const both = negatedTokens([not(), approved, stop('or'), withdrawn]);
    expect([both.has(approved), both.has(withdrawn)]).toEqual([true, true]);
  });

  it('names a value left out that no negation reaches', () => {
    const tokens = [filings, not("weren't"), approved, stop('in'), texas];
    const over = intent({
      exclusions: new Map([
        ['disposition_status', ['Approved']],
        ['state', ['TX']],
      ]),
    });
    expect(exclusionsOutsideNegation(tokens, over)).toEqual(['texas']);
    const right = intent({
      exclusions: new Map([['disposition_status', ['Approved']]]),
      filters: new Map([['state', ['TX']]]),
    });
    expect(exclusionsOutsideNegation(tokens, right)).toEqual([]);
    expect(exclusionsOutsideNegation([ohio], intent())).toEqual([]);
  });
});

describe('limitAcrossGroups', () => {
  const carrier = token('carrier', { kind: 'dimension', dimension: 'carrier', singular: true });
  const state = token('state', { kind: 'dimension', dimension: 'state', singular: true });

  it('names "each <group>" when a limit cuts all the rows together', () => {
    const tokens = [
      stop('the'),
      token('top', { kind: 'order', direction: 'desc', top: true }),
      carrier,
      stop('in'),
      stop('each'),
      state,
    ];
    const ranked = intent({ groupBy: ['carrier', 'state'], limit: 1 });
    expect(limitAcrossGroups(tokens, ranked)).toEqual(['each state']);
    // No limit: every group's rows are there.
    expect(limitAcrossGroups(tokens, intent({ groupBy: ['carrier', 'state'] }))).toEqual([]);
    // "top 3 states by average rate impact": no grouping word before a grouped dimension.
    expect(
      limitAcrossGroups([stop('by'), carrier], intent({ groupBy: ['state'], limit: 3 })),
    ).toEqual([]);
  });
});

describe('contradictoryConditions', () => {
  it('names a figure whose row conditions cannot hold together', () => {
    const cut = intent({
      conditions: [
        { metric: 'rate_impact', op: '<', value: 0 },
        { metric: 'rate_impact', op: '>', value: 3 },
      ],
    });
    expect(contradictoryConditions(cut)).toEqual(['rate impact']);
    const band = intent({
      conditions: [
        { metric: 'rate_impact', op: '>=', value: 5 },
        { metric: 'rate_impact', op: '<=', value: 10 },
      ],
    });
    expect(contradictoryConditions(band)).toEqual([]);
    const edge = intent({
      conditions: [
        { metric: 'rate_impact', op: '>', value: 5 },
        { metric: 'rate_impact', op: '<=', value: 5 },
      ],
    });
    expect(contradictoryConditions(edge)).toEqual(['rate impact']);
  });

  it('leaves conditions on groups and on other figures alone', () => {
    const groups = intent({
      conditions: [
        { metric: 'rate_impact', op: '<', value: 0 },
        {
          metric: 'rate_impact',
          op: '>',
          value: 3,
          measure: { aggregate: 'avg', metric: 'rate_impact' },
        },
        { metric: 'days_to_approval', op: '>', value: 30 },
      ],
    });
    expect(contradictoryConditions(groups)).toEqual([]);
  });
});

describe('changesMeaning', () => {
  it('tells the words that change a reading from the others', () => {
    for (const word of [
      'not',
      'per',
      'each',
      'first',
      'both',
      'than',
      '15',
      'march',
      'objections',
      'where ... no',
    ])
      expect(changesMeaning(word), word).toBe(true);
    for (const word of ['plus', 'distribution', 'start', 'vary'])
      expect(changesMeaning(word), word).toBe(false);
  });
});

describe('lettersNotByWriter', () => {
  const wrote = token('wrote', { kind: 'stop' });
  const total = { aggregate: 'sum' as const, metric: 'objection_count' as const };

  it('names the writing verb when letters are totalled over the filings reviewers were assigned', () => {
    const byTitle = intent({ measures: [total], groupBy: ['reviewer_title'] });
    expect(lettersNotByWriter([wrote], byTitle)).toEqual(['wrote']);
    // The letters themselves (objections, by writer), or a verb of reviewing: nothing to say.
    expect(lettersNotByWriter([wrote], { ...byTitle, letters: true })).toEqual([]);
    expect(lettersNotByWriter([token('reviewed', { kind: 'stop' })], byTitle)).toEqual([]);
    // No verb at all (thirteenth pass): a row per title may mean the letters they wrote.
    expect(lettersNotByWriter([], byTitle)).toEqual(['wrote']);
    expect(lettersNotByWriter([wrote], intent({ measures: [total] }))).toEqual([]);
  });
});

describe('negatedSignsWithZero', () => {
  const increases = token('rate increases', { kind: 'sign', sign: 'increase' });

  it('names a negated sign read with the filings of no rate change', () => {
    const zeroOrBelow = intent({ conditions: [{ metric: 'rate_impact', op: '<=', value: 0 }] });
    const tokens = [filings, stop('that'), not(), increases];
    expect(negatedSignsWithZero(tokens, zeroOrBelow)).toEqual(['rate increases']);
    // A sign that is not negated, or a reading without zero: nothing to say.
    expect(negatedSignsWithZero([filings, increases], zeroOrBelow)).toEqual([]);
    const below = intent({ conditions: [{ metric: 'rate_impact', op: '<', value: 0 }] });
    expect(negatedSignsWithZero(tokens, below)).toEqual([]);
  });
});
