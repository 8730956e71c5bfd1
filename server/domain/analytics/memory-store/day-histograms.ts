/**
 * Days to approval counted per group and value (group g's counts at g × width, value low + v at
 * offset v): a median is then found by counting, without sorting. Used while groups × width stays
 * within HISTOGRAM_CELLS.
 */
export type DayHistogram = { counts: Uint32Array; low: number; width: number };

export const HISTOGRAM_CELLS = 1 << 21;

export function dayHistogram(
  groupCount: number,
  low: number,
  high: number,
): DayHistogram | undefined {
  const width = Math.max(0, high - low + 1);
  if (groupCount * width > HISTOGRAM_CELLS) return undefined;
  return { counts: new Uint32Array(groupCount * width), low, width };
}

/** The value at 0-based rank `rank` of group g (which holds more than `rank` values). */
function valueAtRank(h: DayHistogram, g: number, rank: number): number {
  let seen = 0;
  const from = g * h.width;
  for (let v = 0; v < h.width; v++) {
    seen += h.counts[from + v] ?? 0;
    if (seen > rank) return h.low + v;
  }
  return h.low + h.width - 1;
}

/**
 * percentile_cont(0.5) of group g's `n` values as PostgreSQL computes it (the row at
 * 0.5 × (n − 1), interpolated towards the next), or null when n is 0.
 */
export function histogramMedian(h: DayHistogram, g: number, n: number): number | null {
  if (n === 0) return null;
  const position = 0.5 * (n - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const low = valueAtRank(h, g, first);
  if (second === first) return low;
  const high = valueAtRank(h, g, second);
  return low + (position - first) * (high - low);
}
