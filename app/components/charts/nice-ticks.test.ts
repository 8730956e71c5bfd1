import { describe, expect, it } from 'vitest';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { niceTicks } from './nice-ticks.ts';

const labels = (ticks: number[], format: (v: number) => string) => ticks.map(format);

describe('niceTicks', () => {
  it('gives small counts whole-number ticks that print distinct labels', () => {
    // Alaska: one or two filings a month printed "0, 1, 1, 2, 2" with recharts' own ticks.
    const { ticks, domain } = niceTicks([1, 1, 2, 0, 1]);
    expect(ticks).toEqual([0, 1, 2]);
    expect(domain).toEqual([0, 2]);
    const printed = labels(ticks, formatInteger);
    expect(new Set(printed).size).toBe(printed.length);
  });

  it('uses round steps for larger counts and starts at zero', () => {
    const { ticks } = niceTicks([23, 71, 40]);
    expect(ticks).toEqual([0, 20, 40, 60, 80]);
  });

  it('covers negative and positive percentages with one-decimal labels, all distinct', () => {
    const { ticks } = niceTicks([-5.4, 14.2, 0.3], { minStep: 0.1 });
    expect(ticks[0]).toBeLessThanOrEqual(-5.4);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(14.2);
    expect(ticks).toContain(0);
    const printed = labels(ticks, formatPercentChange);
    expect(new Set(printed).size).toBe(printed.length);
  });

  it('never steps below the formatter precision, even for a nearly flat series', () => {
    const { ticks } = niceTicks([0.01, 0.02], { minStep: 0.1 });
    expect(ticks).toEqual([0, 0.1]);
    const flat = niceTicks([0, 0, 0]);
    expect(flat.ticks).toEqual([0, 1]);
  });

  it('ignores gaps and keeps about maxTicks ticks', () => {
    const { ticks } = niceTicks([null, 3, undefined, 997, Number.NaN]);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(997);
  });

  it('leaves headroom above the tallest bar when asked: no bar ends on the top tick', () => {
    // The rate-impact distribution: 80 filings in the tallest range ended exactly on "80".
    expect(niceTicks([12, 80, 35]).ticks.at(-1)).toBe(80);
    const roomy = niceTicks([12, 80, 35], { headroom: 0.05 });
    expect(roomy.ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(roomy.domain).toEqual([0, 100]);
    // Close to the top is as bad as on it; well below it needs nothing more.
    expect(niceTicks([79], { headroom: 0.05 }).ticks.at(-1)).toBe(100);
    expect(niceTicks([70], { headroom: 0.05 }).ticks.at(-1)).toBe(80);
    // Below zero the same room below the lowest bar.
    const both = niceTicks([-10, 7.5], { minStep: 0.1, headroom: 0.05 });
    expect(both.ticks[0]).toBeLessThan(-10);
    expect(both.ticks.at(-1)).toBeGreaterThan(7.5 * 1.05);
  });
});
