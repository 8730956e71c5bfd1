import type { DateFilter } from './intent.ts';

type Range = Extract<DateFilter, { kind: 'range' }>;

/**
 * Whether the periods named are separate stretches of time ("in 2023 than in 2022", "Q1 2024 and
 * Q3 2024"): filings in all of them at once would be none, so the question compares them.
 */
export function disjointRanges(dates: readonly DateFilter[]): boolean {
  const ranges = dates.filter((d): d is Range => d.kind === 'range' && !!d.from && !!d.to);
  if (ranges.length < 2) return false;
  return ranges.some((a, i) =>
    ranges.some((b, j) => i !== j && (a.to ?? '') <= (b.from ?? '') && a.from !== b.from),
  );
}
