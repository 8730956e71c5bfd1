import type { Postings } from './analytics-store.ts';

/**
 * Rows grouped by key (counting sort, stable): `start[k]` to `start[k + 1]` are the positions,
 * in `order`, of the rows whose key is k, and `filing` their values of `values`.
 */
export function groupRows(
  keys: ArrayLike<number>,
  keyCount: number,
  values: ArrayLike<number>,
): Postings & { order: Uint32Array } {
  const start = new Uint32Array(keyCount + 1);
  for (let i = 0; i < keys.length; i++) (start[(keys[i] ?? 0) + 1] as number) += 1;
  for (let k = 0; k < keyCount; k++) (start[k + 1] as number) += start[k] ?? 0;
  const next = start.slice(0, keyCount);
  const order = new Uint32Array(keys.length);
  const filing = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? 0;
    const at = next[key] ?? 0;
    next[key] = at + 1;
    order[at] = i;
    filing[at] = values[i] ?? 0;
  }
  return { start, filing, order };
}
