import { describe, expect, it } from 'vitest';
import { wantsMoreSamples } from './sample-budget.ts';

describe('wantsMoreSamples', () => {
  const budget = { iterations: 100, seconds: 60 };

  it('stops at the number of iterations', () => {
    expect(wantsMoreSamples(budget, 99, 0)).toBe(true);
    expect(wantsMoreSamples(budget, 100, 0)).toBe(false);
  });

  it('stops early past the time budget, but not before 5 samples', () => {
    expect(wantsMoreSamples(budget, 3, 120_000)).toBe(true);
    expect(wantsMoreSamples(budget, 5, 60_000)).toBe(false);
    expect(wantsMoreSamples(budget, 5, 59_999)).toBe(true);
  });
});
