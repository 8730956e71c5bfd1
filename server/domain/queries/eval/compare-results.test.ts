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
