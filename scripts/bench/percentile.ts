import type { LatencyStats } from './results-schema.ts';

/**
 * The p-th percentile (0-100) of ascending `sorted` samples, interpolated linearly between the
 * two nearest ranks (as numpy's default does). NaN for no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? lowValue;
  return lowValue + (highValue - lowValue) * (rank - low);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** p50 / p95 / p99, mean, min and max of latency samples in milliseconds (rounded to 0.01). */
export function summarize(samples: readonly number[]): LatencyStats {
  if (samples.length === 0) throw new Error('summarize: no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    n: sorted.length,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    mean: round2(sum / sorted.length),
    min: round2(sorted[0] ?? 0),
    max: round2(sorted.at(-1) ?? 0),
  };
}
