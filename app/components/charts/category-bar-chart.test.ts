import { describe, expect, it } from 'vitest';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { largest, valueAxisTicks } from './category-bar-chart.tsx';

const gaps = (ticks: number[]) =>
  ticks.slice(1).map((t, i) => Number((t - (ticks[i] ?? 0)).toFixed(6)));

describe('valueAxisTicks', () => {
  it('gives the tallest bar of the rate-impact distribution room above it', () => {
    const { ticks, domain } = valueAxisTicks([4, 31, 80, 52, 9], { narrow: false });
    expect(ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(domain).toEqual([0, 100]);
  });

  it("spaces a phone's horizontal axis evenly with few ticks, the last never crowding", () => {
    // Carriers' rate impact: recharts dropped a crowded tick, "+15.0%" sat close to "+5.0%".
    const format = formatPercentChange;
    const { ticks } = valueAxisTicks([3.2, 14.1, 9.05, 1.4], { narrow: true, format });
    expect(ticks).toEqual([0, 20]);
    // Short labels (counts of letters) fit three ticks.
    expect(valueAxisTicks([27, 12, 4], { narrow: true }).ticks).toEqual([0, 20, 40]);
    const both = valueAxisTicks([3.2, 14.1, -1.4], { narrow: true, format }).ticks;
    expect(both).toEqual([-20, 0, 20]);
    expect(new Set(gaps(both)).size).toBe(1);
    expect(both).toContain(0);
    const printed = both.map(formatPercentChange);
    expect(new Set(printed).size).toBe(printed.length);
  });

  it('ends a share at 100%, however full the bars', () => {
    // Approval rates of 100% got a 150% tick from the headroom above the tallest bar.
    expect(valueAxisTicks([100, 100, 92.5], { narrow: false, max: 100 })).toEqual({
      ticks: [0, 50, 100],
      domain: [0, 100],
    });
    expect(valueAxisTicks([100, 100, 92.5], { narrow: false }).ticks.at(-1)).toBeGreaterThan(100);
    expect(valueAxisTicks([40, 12], { narrow: false, max: 100 }).domain[1]).toBeLessThan(100);
  });

  it('spaces a wide horizontal axis evenly with at most six ticks', () => {
    const { ticks } = valueAxisTicks([3.2, 14.1, 9.05, -1.4], { narrow: false });
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(new Set(gaps(ticks)).size).toBe(1);
    expect(ticks.at(-1)).toBeGreaterThan(14.1);
    expect(ticks).toContain(0);
    const printed = ticks.map(formatPercentChange);
    expect(new Set(printed).size).toBe(printed.length);
  });
});

describe('largest', () => {
  it('keeps the largest categories, largest first, ties in their order', () => {
    const data = [
      { name: 'a', value: 2 },
      { name: 'b', value: 9 },
      { name: 'c', value: 2 },
      { name: 'd', value: 5 },
    ];
    expect(largest(data, 3).map((d) => d.name)).toEqual(['b', 'd', 'a']);
    expect(largest(data, 10)).toHaveLength(4);
  });
});
