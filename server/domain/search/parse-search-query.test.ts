import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './parse-search-query.ts';

describe('parseSearchQuery', () => {
  it('takes the last word as a prefix while typing', () => {
    expect(parseSearchQuery('wildfire surch')).toMatchObject({
      leadingText: 'wildfire',
      prefixWord: 'surch',
    });
  });

  it('matches whole words once the query ends in a space', () => {
    expect(parseSearchQuery('wildfire surcharge ')).toMatchObject({
      leadingText: 'wildfire surcharge',
      prefixWord: '',
    });
  });

  it('keeps phrases, exclusions and OR for websearch_to_tsquery', () => {
    const parsed = parseSearchQuery('"side-by-side comparison" -territory hail OR wind');
    expect(parsed.leadingText).toBe('"side-by-side comparison" -territory hail OR wind');
    expect(parsed.prefixWord).toBe('');
    expect(parseSearchQuery('-"model year" deductible').leadingText).toBe('-"model year"');
    expect(parseSearchQuery('wind -hail -"model year"').excludedText).toBe(
      '"hail" OR "model year"',
    );
  });

  it('never takes an excluded word or a phrase as a prefix', () => {
    expect(parseSearchQuery('roof -hail').prefixWord).toBe('');
    expect(parseSearchQuery('"roof age"').prefixWord).toBe('');
  });

  it('finds whole and partial tracking numbers', () => {
    expect(parseSearchQuery('SFMA-134393024').trackingNumbers).toEqual(['SFMA-134393024']);
    expect(parseSearchQuery('sfma-1343 hail').trackingNumbers).toEqual(['SFMA-1343']);
    expect(parseSearchQuery('134393024').trackingNumbers).toEqual(['134393024']);
    expect(parseSearchQuery('134393024').leadingText).toBe('');
  });

  it('offers plain words as carrier name candidates', () => {
    expect(parseSearchQuery('Progresive Harbr -auto "x y"').nameCandidates).toEqual([
      'progresive',
      'harbr',
    ]);
  });

  it('drops control and private-use characters', () => {
    expect(parseSearchQuery('a\u0000b\uE000c ').leadingText).toBe('a b c');
  });

  it('groups quoted phrases for the exact check, phrases joined by OR as one group', () => {
    expect(parseSearchQuery('"roof age" wind "a b" OR "c d" "e f" OR hail').phraseGroups).toEqual([
      ['roof age'],
      ['a b', 'c d'],
    ]);
    expect(parseSearchQuery('-"model year" wind').phraseGroups).toEqual([]);
  });
});
