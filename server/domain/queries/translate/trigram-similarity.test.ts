import { describe, expect, it } from 'vitest';
import { trigramSimilarity, trigrams } from './trigram-similarity.ts';

describe('trigrams', () => {
  it('pads each word as pg_trgm does, lower-cased, splitting on anything but letters and digits', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigrams('a-b').size).toBe(4);
    expect(trigrams('  !! ').size).toBe(0);
  });
});

describe('trigramSimilarity', () => {
  it('is 1 for equal words (whatever the case) and 0 for unrelated or empty texts', () => {
    expect(trigramSimilarity('Allied', 'allied')).toBe(1);
    expect(trigramSimilarity('allied', 'zzz')).toBe(0);
    expect(trigramSimilarity('', 'allied')).toBe(0);
  });

  it('is shared over distinct trigrams, as pg_trgm computes it', () => {
    // "word" and "wird": {"  w"," wo","wor","ord","rd "} and {"  w"," wi","wir","ird","rd "}.
    expect(trigramSimilarity('word', 'wird')).toBeCloseTo(2 / 8, 10);
    expect(trigramSimilarity('alied sheild', 'allied shield')).toBeGreaterThan(0.35);
  });
});
