import type { DimensionCodes } from './group-keys.ts';

/** Combined keys up to this many are numbered through a table, beyond through a Map. */
const TABLE_LIMIT = 1 << 22;

/**
 * The group of each selected filing for some dimensions, numbered densely from 0 in the order
 * groups are met (`groups[k]` for `selection[k]`), and each group's code per dimension.
 */
export function keyedGroups(
  dims: readonly DimensionCodes[],
  selection: Uint32Array,
): { groups: Uint32Array; keys: number[][] } {
  const n = selection.length;
  const groups = new Uint32Array(n);
  const keys: number[][] = [];
  if (dims.length === 0) {
    if (n > 0) keys.push([]);
    return { groups, keys };
  }
  // Combined key of each selected filing (a Float64Array: products of sizes may pass 2^32).
  const combined = new Float64Array(n);
  let space = 1;
  for (const d of dims) {
    const codes = d.codes;
    const size = d.size;
    for (let k = 0; k < n; k++)
      combined[k] = (combined[k] ?? 0) * size + (codes[selection[k] ?? 0] ?? 0);
    space *= d.size;
  }
  const firstAt: number[] = [];
  if (space <= TABLE_LIMIT) {
    const table = new Int32Array(space).fill(-1);
    for (let k = 0; k < n; k++) {
      const key = combined[k] ?? 0;
      let g = table[key] ?? -1;
      if (g < 0) {
        g = firstAt.length;
        table[key] = g;
        firstAt.push(k);
      }
      groups[k] = g;
    }
  } else {
    const map = new Map<number, number>();
    for (let k = 0; k < n; k++) {
      const key = combined[k] ?? 0;
      let g = map.get(key);
      if (g === undefined) {
        g = firstAt.length;
        map.set(key, g);
        firstAt.push(k);
      }
      groups[k] = g;
    }
  }
  for (const k of firstAt) keys.push(dims.map((d) => d.codes[selection[k] ?? 0] ?? 0));
  return { groups, keys };
}
