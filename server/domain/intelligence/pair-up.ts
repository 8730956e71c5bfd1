/**
 * Pairs the items of two lists by key: one entry per key of either list (A's keys first, in
 * order), with the first item of each list having that key, and where the key is present.
 */
export function pairUp<T>(a: readonly T[], b: readonly T[], key: (x: T) => string) {
  const keys = [...new Set([...a.map(key), ...b.map(key)])];
  return keys.map((k) => {
    const x = a.find((v) => key(v) === k);
    const y = b.find((v) => key(v) === k);
    return {
      key: k,
      a: x,
      b: y,
      presentIn: x && y ? ('both' as const) : x ? ('a' as const) : ('b' as const),
    };
  });
}
