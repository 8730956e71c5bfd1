import { describe, expect, it } from 'vitest';
import {
  fitHighlightTerms,
  MAX_HIGHLIGHT_TERMS,
  readPdfHighlight,
  writePdfHighlight,
} from './pdf-highlight.ts';

const read = (query: string, strict = false) =>
  readPdfHighlight(new URLSearchParams(query), strict);

describe('PDF highlight parameters', () => {
  it('reads page and terms and writes them back', () => {
    const parsed = read('page=3&hl=wildfire,roof+age,dislo*');
    expect(parsed).toEqual({
      ok: true,
      highlight: { page: 3, terms: ['wildfire', 'roof age', 'dislo*'] },
    });
    if (!parsed.ok) throw new Error('unreachable');
    expect(writePdfHighlight(parsed.highlight).toString()).toBe(
      'page=3&hl=wildfire%2Croof+age%2Cdislo*',
    );
    expect(read('page=12')).toEqual({ ok: true, highlight: { page: 12, terms: [] } });
    expect(read('')).toEqual({ ok: true, highlight: undefined });
    expect(writePdfHighlight(undefined).toString()).toBe('');
  });

  it('refuses malformed, oversized and repeated values with a message naming the parameter', () => {
    const cases: [string, RegExp][] = [
      ['page=0', /^page must be a whole number/],
      ['page=-2', /^page must be/],
      ['page=3.5', /^page must be/],
      ['page=100000', /^page must be/],
      ['page=abc&hl=x', /^page must be/],
      ['hl=wildfire', /^hl needs a page/],
      ['page=1&hl=', /empty terms/],
      ['page=1&hl=a,,b', /empty terms/],
      ['page=1&hl=%3Cscript%3E', /letters and digits/],
      ['page=1&hl=two++spaces', /letters and digits/],
      ['page=1&hl=roof+age*', /letters and digits/],
      [`page=1&hl=${'a'.repeat(61)}`, /at most 60 characters/],
      [`page=1&hl=${Array.from({ length: 13 }, (_, i) => `w${i}`).join(',')}`, /at most 12 terms/],
      [`page=1&hl=${Array.from({ length: 11 }, () => 'a'.repeat(30)).join(',')}`, /at most 300/],
      ['page=1&page=2', /page is given twice/],
      ['page=1&hl=a&hl=b', /hl is given twice/],
    ];
    for (const [query, message] of cases) {
      const parsed = read(query);
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) expect(parsed.message, query).toMatch(message);
    }
  });

  it('reads the boxes of a cited value and writes them back, rounded to two decimals', () => {
    const parsed = read('page=2&box=46.5,701.25,80,9.6%3B300,701.25,40.12,9.6', true);
    expect(parsed).toEqual({
      ok: true,
      highlight: {
        page: 2,
        terms: [],
        boxes: [
          { x: 46.5, y: 701.25, width: 80, height: 9.6 },
          { x: 300, y: 701.25, width: 40.12, height: 9.6 },
        ],
      },
    });
    if (!parsed.ok) throw new Error('unreachable');
    expect(writePdfHighlight(parsed.highlight).toString()).toBe(
      'page=2&box=46.5%2C701.25%2C80%2C9.6%3B300%2C701.25%2C40.12%2C9.6',
    );
    expect(
      writePdfHighlight({
        page: 1,
        terms: [],
        boxes: [{ x: 1.006, y: 2.499, width: 3.333, height: 4 }],
      }).get('box'),
    ).toBe('1.01,2.5,3.33,4');
    const cases: [string, RegExp][] = [
      ['box=1,2,3,4', /^box needs a page/],
      ['page=1&box=1,2,3', /x,y,width,height/],
      ['page=1&box=1,2,3,4,5', /x,y,width,height/],
      ['page=1&box=a,2,3,4', /x,y,width,height/],
      ['page=1&box=1.234,2,3,4', /x,y,width,height/],
      ['page=1&box=1,2,-3,4', /width and height/],
      [`page=1&box=${Array.from({ length: 9 }, () => '1,2,3,4').join(';')}`, /at most 8 boxes/],
      ['page=1&box=1,2,3,4&box=1,2,3,4', /box is given twice/],
    ];
    for (const [query, message] of cases) {
      const bad = read(query);
      expect(bad.ok, query).toBe(false);
      if (!bad.ok) expect(bad.message, query).toMatch(message);
    }
  });

  it('ignores other parameters unless strict', () => {
    expect(read('page=2&utm=x').ok).toBe(true);
    expect(read('page=2&utm=x', true)).toEqual({
      ok: false,
      message: 'unknown parameter "utm"',
    });
  });

  it('fits search terms into hl: words only, lower case, prefixes kept, within the limits', () => {
    expect(
      fitHighlightTerms(['Wildfire', 'roof  ages', 'wind-hail', 'dislo*', '1.05', '"', 'wildfire']),
    ).toEqual(['wildfire', 'roof ages', 'wind hail', 'dislo*', '1 05']);
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`);
    expect(fitHighlightTerms(many)).toHaveLength(MAX_HIGHLIGHT_TERMS);
    const long = Array.from({ length: 12 }, (_, i) => `${'x'.repeat(40)}${i}`);
    const fitted = fitHighlightTerms(long);
    expect(fitted.join(',').length).toBeLessThanOrEqual(300);
    expect(fitted.length).toBeLessThan(12);
    expect(fitHighlightTerms(['y'.repeat(61), 'ok'])).toEqual(['ok']);
    for (const terms of [fitted, fitHighlightTerms(['Wildfire', 'dislo*'])]) {
      expect(read(`page=1&${new URLSearchParams({ hl: terms.join(',') })}`).ok).toBe(true);
    }
  });
});
