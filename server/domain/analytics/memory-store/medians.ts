/** Values grouped and sorted: group g's are values[start[g]] to values[start[g + 1]], ascending. */
export type SortedSegments = { start: Uint32Array; values: Int32Array };

/** Value ranges up to this wide are sorted by counting (linear), wider ones by comparison. */
const COUNTING_RANGE = 1 << 20;

/**
 * The integer days `days[filing]` of each group's entries whose FLAG bits include `flag`, each
 * group's ascending: entry k is filing `filings[k]` in group `groups[k]`. Sorted by counting
 * (one pass over the values' range) when the range is narrow, as days to approval are.
 */
export function sortedSegments(
  flags: Uint8Array,
  days: Int32Array,
  flag: number,
  filings: ArrayLike<number>,
  groups: ArrayLike<number>,
  groupCount: number,
): SortedSegments {
  const start = new Uint32Array(groupCount + 1);
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < filings.length; k++) {
    const i = filings[k] ?? 0;
    if (((flags[i] ?? 0) & flag) === 0) continue;
    (start[(groups[k] ?? 0) + 1] as number) += 1;
    const value = days[i] ?? 0;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  for (let g = 0; g < groupCount; g++) (start[g + 1] as number) += start[g] ?? 0;
  const values = new Int32Array(start[groupCount] ?? 0);
  if (values.length === 0) return { start, values };
  const next = start.slice(0, groupCount);
  const place = (k: number) => {
    const g = groups[k] ?? 0;
    const at = next[g] ?? 0;
    values[at] = days[filings[k] ?? 0] ?? 0;
    next[g] = at + 1;
  };
  if (high - low < COUNTING_RANGE) {
    // Entries in ascending order of value (counting sort), then placed group by group: each
    // group's values arrive in ascending order.
    const count = new Uint32Array(high - low + 2);
    for (let k = 0; k < filings.length; k++) {
      const i = filings[k] ?? 0;
      if ((flags[i] ?? 0) & flag) (count[(days[i] ?? 0) - low + 1] as number) += 1;
    }
    for (let v = 1; v < count.length; v++) (count[v] as number) += count[v - 1] ?? 0;
    const byValue = new Uint32Array(values.length);
    for (let k = 0; k < filings.length; k++) {
      const i = filings[k] ?? 0;
      if (((flags[i] ?? 0) & flag) === 0) continue;
      const v = (days[i] ?? 0) - low;
      const at = count[v] ?? 0;
      byValue[at] = k;
      count[v] = at + 1;
    }
    for (const k of byValue) place(k);
    return { start, values };
  }
  for (let k = 0; k < filings.length; k++) {
    if ((flags[filings[k] ?? 0] ?? 0) & flag) place(k);
  }
  for (let g = 0; g < groupCount; g++) values.subarray(start[g], start[g + 1]).sort();
  return { start, values };
}

/**
 * percentile_cont(0.5) of group g's sorted values, computed as PostgreSQL does (the row at
 * 0.5 × (n − 1), interpolated towards the next one), or null when the group has none.
 */
export function medianOfSorted(segments: SortedSegments, g: number): number | null {
  const from = segments.start[g] ?? 0;
  const n = (segments.start[g + 1] ?? 0) - from;
  if (n === 0) return null;
  const position = 0.5 * (n - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const low = segments.values[from + first] ?? 0;
  if (second === first) return low;
  const high = segments.values[from + second] ?? 0;
  return low + (position - first) * (high - low);
}
