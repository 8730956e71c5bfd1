import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import { questionReader } from '#tests/support/factories/question-reader.ts';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import type { Measure } from './intent.ts';
import type { Meaning, Token } from './meaning.ts';
import {
  comparedSidesCrossed,
  comparedValuesPooled,
  comparedWithOneGroupKept,
  negatedComparisonsKept,
  negatedGroupsReadAsFilings,
  rankingLengthNotKept,
  shareSidesSwapped,
  sharesThatCannotVary,
} from './shape-checks.ts';

/**
 * Twelfth pass of issue 22: the shape a kind of question needs (a share that can vary, two sides
 * kept apart, a negated comparison's other side, a ranking's length). Worded apart from every split.
 */
const token = (text: string, meaning: Meaning): Token => ({ text, meaning });
const stop = (text: string): Token => token(text, { kind: 'stop' });
const utah = token('utah', { kind: 'value', dimension: 'state', value: 'UT' });
const idaho = token('idaho', { kind: 'value', dimension: 'state', value: 'ID' });
const versus = token('versus', { kind: 'compare' });
const share: Measure = { aggregate: 'share', metric: 'filings' };
const count: Measure = { aggregate: 'count', metric: 'filings' };

describe('sharesThatCannotVary', () => {
  it('names a part that is the whole population, or on the dimension the share is per', () => {
    const whole = buildIntent({
      measures: [share],
      filters: new Map([['disposition_status', ['Withdrawn']]]),
      share: { filters: new Map([['disposition_status', ['Withdrawn']]]), conditions: [] },
    });
    expect(sharesThatCannotVary(whole)[0]).toContain('100%');
    const perState = buildIntent({
      measures: [share],
      groupBy: ['state'],
      share: { filters: new Map([['state', ['UT']]]), conditions: [] },
    });
    expect(sharesThatCannotVary(perState)[0]).toContain('each row 100% or 0%');
    const outside = buildIntent({
      measures: [share],
      filters: new Map([['state', ['ID']]]),
      share: { filters: new Map([['state', ['UT']]]), conditions: [] },
    });
    expect(sharesThatCannotVary(outside)[0]).toContain('0%');
  });

  it('is quiet on a share of a part that can vary, and on a share of the total per group', () => {
    const part = buildIntent({
      measures: [share],
      filters: new Map([['state', ['UT']]]),
      share: { filters: new Map([['disposition_status', ['Withdrawn']]]), conditions: [] },
    });
    expect(sharesThatCannotVary(part)).toEqual([]);
    const ofTotal = buildIntent({
      measures: [share],
      groupBy: ['state'],
      share: { filters: new Map(), conditions: [] },
    });
    expect(sharesThatCannotVary(ofTotal)).toEqual([]);
  });
});

describe('comparedValuesPooled', () => {
  it('names two sides kept as one filter in rows grouped by something else', () => {
    const tokens = [utah, versus, idaho];
    const pooled = buildIntent({
      measures: [count],
      groupBy: ['line_of_business'],
      filters: new Map([['state', ['UT', 'ID']]]),
    });
    expect(comparedValuesPooled(tokens, pooled)).toEqual(['UT and ID']);
    expect(
      comparedValuesPooled(tokens, { ...pooled, groupBy: ['line_of_business', 'state'] }),
    ).toEqual([]);
    // Without a word that sets them side by side, two values are one filter on purpose.
    expect(comparedValuesPooled([utah, stop('or'), idaho], pooled)).toEqual([]);
  });
});

describe('comparedSidesCrossed', () => {
  const farm = token('farm', { kind: 'value', dimension: 'line_of_business', value: 'Farm' });
  const auto = token('auto', { kind: 'value', dimension: 'line_of_business', value: 'Auto' });
  const crossed = buildIntent({
    measures: [count],
    groupBy: ['state', 'line_of_business'],
    filters: new Map([
      ['state', ['UT', 'ID']],
      ['line_of_business', ['Farm', 'Auto']],
    ]),
  });

  it('names two sides of two names each, filtered one name at a time', () => {
    expect(comparedSidesCrossed([utah, farm, versus, idaho, auto], crossed)).toEqual([
      'utah farm',
      'idaho auto',
    ]);
  });

  it('is quiet when the sides differ in one name only', () => {
    expect(comparedSidesCrossed([utah, farm, versus, idaho, farm], crossed)).toEqual([]);
  });
});

describe('comparedWithOneGroupKept', () => {
  const tokens = [stop('states'), stop('with'), stop('more'), stop('than'), utah];

  it('names the group compared against when the rows keep only it', () => {
    const onlyUtah = buildIntent({
      measures: [count],
      groupBy: ['state'],
      filters: new Map([['state', ['UT']]]),
    });
    expect(comparedWithOneGroupKept(tokens, onlyUtah)).toEqual(['utah']);
    expect(comparedWithOneGroupKept(tokens, { ...onlyUtah, filters: new Map() })).toEqual([]);
  });
});

describe('negatedComparisonsKept', () => {
  it('names a negated comparison kept as said', () => {
    const tokens = [
      token("didn't", { kind: 'not' }),
      token('exceed', { kind: 'comparison', op: '>' }),
      token('10', { kind: 'number', value: 10 }),
    ];
    const kept = buildIntent({ conditions: [{ metric: 'rate_impact', op: '>', value: 10 }] });
    expect(negatedComparisonsKept(tokens, kept)).toEqual(["didn't exceed"]);
    const other = buildIntent({ conditions: [{ metric: 'rate_impact', op: '<=', value: 10 }] });
    expect(negatedComparisonsKept(tokens, other)).toEqual([]);
  });

  it('reaches past the figure compared ("didn\'t have rate impacts above 10%")', () => {
    const tokens = [
      token("didn't", { kind: 'not' }),
      stop('have'),
      token('rate impacts', { kind: 'metric', metric: 'rate_impact' }),
      token('above', { kind: 'comparison', op: '>' }),
      token('10', { kind: 'number', value: 10 }),
    ];
    const kept = buildIntent({ conditions: [{ metric: 'rate_impact', op: '>', value: 10 }] });
    expect(negatedComparisonsKept(tokens, kept)).toEqual(["didn't above"]);
  });
});

describe('shareSidesSwapped', () => {
  const proportion = token('proportion of', { kind: 'share' });
  const withdrawn = token('withdrawn', {
    kind: 'value',
    dimension: 'disposition_status',
    value: 'Withdrawn',
  });
  const filings = token('filings', { kind: 'metric', metric: 'filings' });
  const tokens = [proportion, stop('the'), withdrawn, filings, stop('from'), utah];

  it('names a value of the population counted only as the part', () => {
    const swapped = buildIntent({
      measures: [share],
      filters: new Map([['state', ['UT']]]),
      share: { filters: new Map([['disposition_status', ['Withdrawn']]]), conditions: [] },
    });
    expect(shareSidesSwapped(tokens, swapped)).toEqual(['withdrawn']);
  });

  it('is quiet on a share per group, the rate of each group', () => {
    const perState = buildIntent({
      measures: [share],
      groupBy: ['state'],
      share: { filters: new Map([['disposition_status', ['Withdrawn']]]), conditions: [] },
    });
    expect(shareSidesSwapped([proportion, withdrawn, filings], perState)).toEqual([]);
  });

  it('is quiet when the population keeps it', () => {
    const right = buildIntent({
      measures: [share],
      filters: new Map([['disposition_status', ['Withdrawn']]]),
      share: { filters: new Map([['state', ['UT']]]), conditions: [] },
    });
    expect(shareSidesSwapped(tokens, right)).toEqual([]);
  });
});

describe('negatedGroupsReadAsFilings', () => {
  const carriers = token('carriers', { kind: 'dimension', dimension: 'carrier', singular: false });
  const withdrawn = token('withdrawn', {
    kind: 'value',
    dimension: 'disposition_status',
    value: 'Withdrawn',
  });
  const tokens = [stop('how many'), carriers, token('never', { kind: 'not' }), withdrawn];
  const exclusions = new Map([['disposition_status' as const, ['Withdrawn']]]);

  it('names a value left out of the filings of groups counted with a negation', () => {
    const distinct = buildIntent({
      measures: [{ aggregate: 'distinct', metric: 'filings', dimension: 'carrier' }],
      exclusions,
    });
    expect(negatedGroupsReadAsFilings(tokens, distinct)).toEqual(['disposition status Withdrawn']);
  });

  it('is quiet when the value left out is of the groups themselves, or nothing is negated', () => {
    const others = buildIntent({
      measures: [{ aggregate: 'distinct', metric: 'filings', dimension: 'carrier' }],
      exclusions: new Map([['carrier', ['Allied Shield Insurance Group']]]),
    });
    expect(negatedGroupsReadAsFilings(tokens, others)).toEqual([]);
    const perFiling = buildIntent({ measures: [count], exclusions });
    expect(negatedGroupsReadAsFilings(tokens, perFiling)).toEqual([]);
  });
});

describe('rankingLengthNotKept', () => {
  it('names a number said with a ranking that is not the limit', () => {
    const tokens = [
      token('top', { kind: 'order', direction: 'desc', top: true }),
      token('7', { kind: 'number', value: 7 }),
    ];
    expect(rankingLengthNotKept(tokens, buildIntent({ limit: 10 }))).toEqual(['top 7']);
    expect(rankingLengthNotKept(tokens, buildIntent({ limit: 7 }))).toEqual([]);
  });
});

const vocabulary = testVocabulary(
  [
    ['utah', { kind: 'value', dimension: 'state', value: 'UT' }],
    ['idaho', { kind: 'value', dimension: 'state', value: 'ID' }],
    ['withdrawn', { kind: 'value', dimension: 'disposition_status', value: 'Withdrawn' }],
  ],
  ['UT', 'ID'],
);
const { capped, clear, read } = questionReader(vocabulary);

describe('the shape checks in a translation', () => {
  it('declines a share that cannot vary', () => {
    for (const text of [
      'what percent of withdrawn filings were withdrawn',
      'what percentage of filings in each state are from Utah',
    ]) {
      const parsed = read(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.failReason).toContain('the share cannot vary');
    }
  });

  it('warns on groups counted with a negation of their filings', () => {
    capped('how many carriers never had a withdrawn filing', 'the groups with none of them');
  });

  it('warns on a share whose population became its part', () => {
    capped('what proportion of the withdrawn filings Utah accounts for', 'the part of the share');
  });

  it('stays quiet on a share of a part', () => {
    clear('what percent of Utah filings were withdrawn');
  });
});
