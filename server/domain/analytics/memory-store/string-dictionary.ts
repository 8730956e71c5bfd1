import type { Codes } from './analytics-store.ts';

/**
 * The distinct values of a text column, each with a code (its position in `values`). `rank`,
 * when set, is each code's position in the database's collation order (collation-ranks.ts), so
 * that ordering by name in memory is ordering by name in SQL.
 */
export type StringDictionary = {
  values: string[];
  codeOf: Map<string, number>;
  rank?: Uint32Array;
};

export function createDictionary(): StringDictionary {
  return { values: [], codeOf: new Map() };
}

/** The code of `value`, added when new. */
export function encode(dictionary: StringDictionary, value: string): number {
  let code = dictionary.codeOf.get(value);
  if (code === undefined) {
    code = dictionary.values.length;
    dictionary.values.push(value);
    dictionary.codeOf.set(value, code);
  }
  return code;
}

/** Codes in the smallest array that holds the dictionary's codes. */
export function compactCodes(codes: Uint32Array, dictionary: StringDictionary): Codes {
  return dictionary.values.length <= 0x10000 ? Uint16Array.from(codes) : codes;
}

/**
 * A mask over the dictionary's codes of the given values (values it does not hold match no row),
 * or undefined when `values` is empty (no filter).
 */
export function codeMask(
  dictionary: StringDictionary,
  values: readonly string[],
): Uint8Array | undefined {
  if (values.length === 0) return undefined;
  const mask = new Uint8Array(dictionary.values.length);
  for (const value of values) {
    const code = dictionary.codeOf.get(value);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}
