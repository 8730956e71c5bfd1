import { describe, expect, it } from 'vitest';
import { dayHistogram, histogramMedian } from './day-histograms.ts';
import { medianOfSorted, sortedSegments } from './medians.ts';

/** percentile_cont(0.5) by definition: the middle value, or the mean of the two middle ones. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Groups of days (group g = index), flagged 1 except the values listed as not flagged. */
function entries(groups: number[][], unflagged: number[] = []) {
  const days: number[] = [];
  const flags: number[] = [];
  const group: number[] = [];
  groups.forEach((values, g) => {
    for (const v of values) {
      days.push(v);
      flags.push(1);
      group.push(g);
    }
  });
  for (const v of unflagged) {
    days.push(v);
    flags.push(0);
    group.push(0);
  }
  return {
    days: Int32Array.from(days),
    flags: Uint8Array.from(flags),
    filings: Uint32Array.from(days.keys()),
    groups: Uint32Array.from(group),
  };
}

describe('medians of days per group', () => {
  const cases: number[][] = [[30, 10, 20, 40], [7], [], [5, 5, 9], [-3, 1_000_000, 2]];

  it('interpolates even counts, takes the middle of odd ones and is null without values', () => {
    const e = entries(cases, [999, -999]);
    const sorted = sortedSegments(e.flags, e.days, 1, e.filings, e.groups, cases.length);
    const got = cases.map((_, g) => medianOfSorted(sorted, g));
    expect(got).toEqual([25, 7, null, 5, 2]);
    expect(got).toEqual(cases.map(median));
  });

  it('sorts by counting when the range is narrow and by comparison when it is wide', () => {
    const narrow = [
      [3, 1, 2],
      [9, 8],
    ];
    const e = entries(narrow);
    const sorted = sortedSegments(e.flags, e.days, 1, e.filings, e.groups, 2);
    expect([...sorted.values]).toEqual([1, 2, 3, 8, 9]);
    const wide = entries([[2_000_000, -5, 7]]);
    const wideSorted = sortedSegments(wide.flags, wide.days, 1, wide.filings, wide.groups, 1);
    expect([...wideSorted.values]).toEqual([-5, 7, 2_000_000]);
  });

  it('counts the same medians from a histogram', () => {
    const narrow = [[30, 10, 20, 40], [7], [], [5, 5, 9], [1, 2]];
    const h = dayHistogram(narrow.length, 1, 40);
    if (!h) throw new Error('no histogram');
    narrow.forEach((values, g) => {
      for (const v of values) (h.counts[g * h.width + v - h.low] as number) += 1;
    });
    expect(narrow.map((values, g) => histogramMedian(h, g, values.length))).toEqual(
      narrow.map(median),
    );
    expect(dayHistogram(1 << 20, 0, 1000)).toBeUndefined();
  });
});
