import { describe, expect, it } from 'vitest';
import type { PageWord } from './extract-page-words.ts';
import { findHighlightWords } from './find-highlight-words.ts';

const words = (text: string): PageWord[] =>
  text
    .split(' ')
    .map((word, k) => ({ text: word, box: { x0: k * 10, y0: 0, x1: k * 10 + 8, y1: 9 } }));

/** Lexemes as the english stemmer makes them for the words below. */
const LEXEMES = new Map<string, string[]>([
  ['the', []],
  ['loads', ['load']],
  ['load', ['load']],
  ['loading', ['load']],
  ['loaded', ['load']],
  ['wildfire', ['wildfir']],
  ['roof', ['roof']],
  ['age', ['age']],
  ['ages', ['age']],
  ['dislocation', ['disloc']],
  ['dislo', ['dislo']],
]);

const texts = (page: PageWord[], terms: string[]) =>
  findHighlightWords(page, terms, LEXEMES).map((m) => m.words.map((w) => w.text).join(' '));

describe('findHighlightWords', () => {
  const page = words('The wildfire loads Loading roof age the roof ages loaded dislocation');

  it('matches a word by its stem, in the forms the page has', () => {
    expect(texts(page, ['load'])).toEqual(['loads', 'Loading', 'loaded']);
    expect(texts(page, ['loads'])).toEqual(['loads', 'Loading', 'loaded']);
  });

  it('matches a phrase word for word, not stemmed', () => {
    expect(texts(page, ['roof age'])).toEqual(['roof age']);
    expect(texts(page, ['roof ages'])).toEqual(['roof ages']);
    const [match] = findHighlightWords(page, ['roof age'], LEXEMES);
    expect(match?.words.map((w) => w.box.x0)).toEqual([40, 50]);
  });

  it('matches a prefix by the start of the word or of its lexeme', () => {
    expect(texts(page, ['dislo*'])).toEqual(['dislocation']);
    expect(texts(page, ['wildf*'])).toEqual(['wildfire']);
  });

  it('never matches stop words or unknown terms, and gives each word to one term', () => {
    expect(texts(page, ['the'])).toEqual([]);
    expect(texts(page, ['hail'])).toEqual([]);
    expect(texts(page, ['roof age', 'roof', 'age'])).toEqual(['roof age', 'roof', 'ages']);
    expect(findHighlightWords(page, ['roof age', 'roof'], LEXEMES).map((m) => m.term)).toEqual([
      'roof age',
      'roof',
    ]);
  });
});
