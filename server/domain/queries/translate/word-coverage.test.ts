import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import { BASE_LEXICON } from './base-lexicon.ts';
import type { Intent } from './intent.ts';
import type { Meaning, Token } from './meaning.ts';
import {
  CONTENT_STOP_WORDS,
  FILLER_WORDS,
  ignoredWordsThatName,
  unaccountedStopWords,
} from './word-coverage.ts';

/** A reading that counts filings, unless `over` says otherwise. */
const intent = (over: Partial<Intent> = {}): Intent =>
  buildIntent({ measures: [{ aggregate: 'count', metric: 'filings' }], ...over });
const stop = (text: string): Token => ({ text, meaning: { kind: 'stop' } });
const token = (text: string, meaning: Meaning): Token => ({ text, meaning });
const state: Token = token('state', { kind: 'dimension', dimension: 'state', singular: true });
const ohio: Token = token('ohio', { kind: 'value', dimension: 'state', value: 'OH' });

describe('the reviewed lists of stop words', () => {
  it('classifies every stop word of the lexicon as filler or as content, never both', () => {
    // The lexicon's first meaning of a phrase wins (load-vocabulary.ts), as in the translator.
    const first = new Map<string, Meaning>();
    for (const [phrase, meaning] of BASE_LEXICON)
      if (!first.has(phrase)) first.set(phrase, meaning);
    const stops = [...first].filter(([, m]) => m.kind === 'stop').map(([phrase]) => phrase);
    const unclassified = stops.filter((w) => !FILLER_WORDS.has(w) && !(w in CONTENT_STOP_WORDS));
    expect(unclassified).toEqual([]);
    const both = Object.keys(CONTENT_STOP_WORDS).filter((w) => FILLER_WORDS.has(w));
    expect(both).toEqual([]);
  });

  it('keeps the words that change a reading out of the filler list', () => {
    for (const word of ['per', 'each', 'every', 'by', 'only', 'first', 'single', 'both', 'than'])
      expect(FILLER_WORDS.has(word), word).toBe(false);
  });
});

describe('unaccountedStopWords', () => {
  it('names a grouping word before a dimension nothing is grouped by', () => {
    const tokens = [stop('per'), state];
    expect(unaccountedStopWords(tokens, intent())).toEqual(['per']);
    expect(unaccountedStopWords(tokens, intent({ groupBy: ['state'] }))).toEqual([]);
    // "each state" with the states' distinct count, or "by the state Ohio" (a filter): used.
    expect(
      unaccountedStopWords(
        [stop('each'), stop('the'), state],
        intent({ measures: [{ aggregate: 'distinct', metric: 'filings', dimension: 'state' }] }),
      ),
    ).toEqual([]);
    expect(unaccountedStopWords([stop('by'), state, ohio], intent())).toEqual([]);
    // "by more than 3%": no dimension follows, nothing to group.
    expect(
      unaccountedStopWords(
        [stop('by'), token('more than', { kind: 'comparison', op: '>' })],
        intent(),
      ),
    ).toEqual([]);
  });

  it('names "both" with nothing compared, "first" with no limit, order or period', () => {
    expect(unaccountedStopWords([stop('both')], intent())).toEqual(['both']);
    expect(unaccountedStopWords([stop('both')], intent({ groupBy: ['year'] }))).toEqual([]);
    expect(unaccountedStopWords([stop('first')], intent())).toEqual(['first']);
    expect(unaccountedStopWords([stop('first')], intent({ limit: 5 }))).toEqual([]);
  });

  it('names "only" with no restriction and "than" with no comparison', () => {
    expect(unaccountedStopWords([stop('only')], intent())).toEqual(['only']);
    expect(
      unaccountedStopWords([stop('only')], intent({ filters: new Map([['state', ['OH']]]) })),
    ).toEqual([]);
    expect(unaccountedStopWords([stop('than')], intent())).toEqual(['than']);
  });

  it('names "but" unless it joins a second condition', () => {
    const less = token('less than', { kind: 'comparison', op: '<' });
    expect(unaccountedStopWords([stop('but'), stop('the'), ohio], intent())).toEqual(['but']);
    expect(unaccountedStopWords([stop('but'), less], intent())).toEqual([]);
  });

  it('never names filler', () => {
    const tokens = ['please', 'show', 'me', 'the', 'list', 'of'].map(stop);
    expect(unaccountedStopWords(tokens, intent())).toEqual([]);
  });
});

describe('unaccountedStopWords: "or" between two dimensions', () => {
  const ironwood = token('ironwood', { kind: 'value', dimension: 'carrier', value: 'Ironwood' });
  const utah = token('utah', { kind: 'value', dimension: 'state', value: 'UT' });

  it('names "or" when its two values became filters that must both hold', () => {
    const both = intent({
      filters: new Map([
        ['carrier', ['Ironwood']],
        ['state', ['OH']],
      ]),
    });
    expect(unaccountedStopWords([ironwood, stop('or'), ohio], both)).toEqual(['or']);
    // One dimension ("Ohio or Utah") is one set of values: used.
    const one = intent({ filters: new Map([['state', ['OH', 'UT']]]) });
    expect(unaccountedStopWords([ohio, stop('or'), utah], one)).toEqual([]);
  });
});

describe('ignoredWordsThatName', () => {
  const filings = token('filings', { kind: 'metric', metric: 'filings' });
  const year = token('2024', { kind: 'year', year: 2024 });

  it('names an unplaced word where a value or a date basis is said', () => {
    expect(ignoredWordsThatName([filings, stop('from'), 'gotham'])).toEqual(['gotham']);
    expect(ignoredWordsThatName(['gotham', filings])).toEqual(['gotham']);
    expect(ignoredWordsThatName([filings, 'renewed', stop('in'), year])).toEqual(['renewed']);
  });

  it('leaves an unplaced word elsewhere, and filler, to the plain note', () => {
    expect(ignoredWordsThatName([filings, ohio, 'kindly'])).toEqual([]);
    expect(ignoredWordsThatName([stop('show'), 'me', filings])).toEqual([]);
  });
});
