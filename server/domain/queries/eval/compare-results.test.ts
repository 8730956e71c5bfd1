import { describe, expect, it } from 'vitest';
import { resultsMatch } from './compare-results.ts';

const rows = (...pairs: [string, number][]) => pairs.map(([state, n]) => ({ state, n }));

describe('resultsMatch, ordered (a ranked reference)', () => {
  it('accepts rows tied on the ranked figure in any order', () => {
    expect(resultsMatch(rows(['AR', 6], ['OH', 6]), rows(['OH', 6], ['AR', 6]), true)).toBe(true);
  });

  it('accepts ties inside a ranking in any order, and holds the ranking itself', () => {
    const expected = rows(['TX', 9], ['OH', 6], ['AR', 6]);
    expect(resultsMatch(rows(['TX', 9], ['AR', 6], ['OH', 6]), expected, true)).toBe(true);
    expect(resultsMatch(rows(['OH', 6], ['AR', 6], ['TX', 9]), expected, true)).toBe(false);
  });

  it("keeps the reference's order when nothing ties and no figure is ranked", () => {
    const expected = [{ state: 'AR' }, { state: 'OH' }];
    expect(resultsMatch([{ state: 'AR' }, { state: 'OH' }], expected, true)).toBe(true);
    expect(resultsMatch([{ state: 'OH' }, { state: 'AR' }], expected, true)).toBe(false);
  });

  it('ignores the order when the reference is not ranked', () => {
    expect(resultsMatch(rows(['OH', 6], ['TX', 9]), rows(['TX', 9], ['OH', 6]))).toBe(true);
  });

  it('still requires the same rows', () => {
    expect(resultsMatch(rows(['AR', 6], ['TX', 6]), rows(['OH', 6], ['AR', 6]), true)).toBe(false);
  });
});

describe('resultsMatch, a comparison said wide or long', () => {
  const wide = [{ acme_filings: 12, zenith_filings: 7 }];

  it('accepts a row per group for one row with a column per group, either way round', () => {
    expect(resultsMatch(rows(['Acme', 12], ['Zenith', 7]), wide)).toBe(true);
    expect(resultsMatch(wide, rows(['Acme', 12], ['Zenith', 7]))).toBe(true);
    // Averages rounded to two decimals, years as labels.
    const years = [{ y2023: 4.126, y2024: 5.5 }];
    expect(
      resultsMatch(
        [
          { year: 2023, avg: 4.13 },
          { year: 2024, avg: 5.5 },
        ],
        years,
      ),
    ).toBe(true);
  });

  it('still requires the same figures and as many rows as groups', () => {
    expect(resultsMatch(rows(['Acme', 12], ['Zenith', 8]), wide)).toBe(false);
    expect(resultsMatch(rows(['Acme', 12], ['Zenith', 7], ['Other', 1]), wide)).toBe(false);
    expect(resultsMatch([{ n: 12 }, { n: 7 }], wide)).toBe(false);
    expect(resultsMatch(rows(['Acme', 12], ['Zenith', 7]), [{ carrier: 'Acme', n: 12 }])).toBe(
      false,
    );
  });
});
