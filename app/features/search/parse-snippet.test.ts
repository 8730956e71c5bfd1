import { describe, expect, it } from 'vitest';
import { parseSnippet } from './parse-snippet.ts';

describe('parseSnippet', () => {
  it('splits marked words from text', () => {
    expect(parseSnippet('a <mark>wildfire</mark> load')).toEqual([
      { text: 'a ', marked: false },
      { text: 'wildfire', marked: true },
      { text: ' load', marked: false },
    ]);
  });

  it('keeps any other markup as text', () => {
    expect(parseSnippet('<img src=x onerror=alert(1)> <mark><b></mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: '<b>', marked: true },
    ]);
  });
});
