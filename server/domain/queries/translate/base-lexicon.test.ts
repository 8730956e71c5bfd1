import { describe, expect, it } from 'vitest';
import { BASE_LEXICON } from './base-lexicon.ts';
import { normalizePhrase } from './load-vocabulary.ts';

const meaningOf = (phrase: string) => BASE_LEXICON.find(([p]) => p === phrase)?.[1];

describe('BASE_LEXICON', () => {
  it('splits each list into trimmed phrases', () => {
    expect(meaningOf('how many')).toEqual({ kind: 'count' });
    expect(meaningOf('total number of')).toEqual({ kind: 'count' });
    expect(BASE_LEXICON.every(([p]) => p === p.trim() && p.length > 0)).toBe(true);
  });

  it('gives the words their meanings', () => {
    expect(meaningOf('premium-weighted')).toEqual({ kind: 'aggregate', aggregate: 'weighted' });
    expect(meaningOf('states')).toEqual({ kind: 'dimension', dimension: 'state', singular: false });
    expect(meaningOf('at least')).toEqual({ kind: 'comparison', op: '>=' });
    expect(meaningOf('ltm')).toEqual({ kind: 'relative', months: 12 });
    expect(meaningOf('rate cuts')).toEqual({ kind: 'sign', sign: 'decrease' });
  });

  it('lists a word first with its meaning, so that its later stop-word entry does not win', () => {
    const first = new Map<string, unknown>();
    for (const [phrase, meaning] of BASE_LEXICON)
      if (!first.has(phrase)) first.set(phrase, meaning);
    expect(first.get('over')).toEqual({ kind: 'comparison', op: '>' });
    expect(first.get('between')).toEqual({ kind: 'range', word: 'between' });
    expect(first.get('submitted')).toEqual({ kind: 'date-field', field: 'submitted_date' });
    expect(first.get('the')).toEqual({ kind: 'stop' });
  });

  // Once a bug: the symbols ">", "<", ">=" and "<=" normalized to the empty phrase, so the
  // vocabulary never held them and "rate impact > 5" lost its condition.
  it('writes every phrase as the vocabulary normalizes it (symbols included)', () => {
    const changed = BASE_LEXICON.map(([p]) => p).filter((p) => normalizePhrase(p) !== p);
    expect(changed).toEqual([]);
  });
});
