/**
 * The adjacent word pairs of a text, as the keys of the phrase index (ADR 044).
 *
 * A quoted phrase is matched exactly by a regular expression (`phrasePattern`): its words in
 * order, whitespace between them, whole words. The stemmed full-text index finds the rows holding
 * the words, and when the words are common and the phrase rare, the expression has to be run on
 * every one of them. The pair keys answer that from an index: each pair of consecutive runs of
 * ASCII letters, digits and `_` in a text that only whitespace separates, lower-cased, hashed to
 * an int4. A text the phrase's expression matches holds every such pair of the phrase's own runs
 * (they are the same characters, and the expression's whole-word bounds and whitespace keep the
 * runs at the phrase's ends from running on), so `keys(text) @> keys(phrase)` never drops a match;
 * it keeps a few texts that do not match (a hash collision), which the expression then drops.
 * "Whitespace" here is any separator without an ASCII character other than space, tab and line
 * breaks: every character the database's `\s` may mean in any locale is among them, and a
 * non-ASCII letter ends a run, so the keys do not depend on the locale.
 *
 * The hash is PostgreSQL's `hashtext` (lookup3 `hash_bytes` on little-endian machines), so that
 * the database computes the same keys (`phrase_pair_keys`, migration 270) for rows the app did not
 * key itself; `phrase-pair-keys.test.ts` checks both against each other on both databases.
 */

/** Rotates the low 32 bits of x left by k (x may be any integer; only its low 32 bits count). */
function rot(x: number, k: number): number {
  return ((x << k) | ((x >>> 0) >>> (32 - k))) >>> 0;
}

/** The lookup3 state a, b, c (one array, not closures: the seed hashes millions of pairs). */
const state = new Uint32Array(3);

function mix(h: Uint32Array): void {
  let a = h[0] ?? 0;
  let b = h[1] ?? 0;
  let c = h[2] ?? 0;
  a = (a - c) ^ rot(c, 4);
  c = (c + b) >>> 0;
  b = (b - a) ^ rot(a >>> 0, 6);
  a = (a + c) >>> 0;
  c = (c - b) ^ rot(b >>> 0, 8);
  b = (b + a) >>> 0;
  a = (a - c) ^ rot(c >>> 0, 16);
  c = (c + b) >>> 0;
  b = (b - a) ^ rot(a >>> 0, 19);
  a = (a + c) >>> 0;
  c = (c - b) ^ rot(b >>> 0, 4);
  b = (b + a) >>> 0;
  h[0] = a;
  h[1] = b;
  h[2] = c;
}

function final(h: Uint32Array): number {
  let a = h[0] ?? 0;
  let b = h[1] ?? 0;
  let c = h[2] ?? 0;
  c = (c ^ b) - rot(b, 14);
  a = (a ^ c) - rot(c >>> 0, 11);
  b = (b ^ a) - rot(a >>> 0, 25);
  c = (c ^ b) - rot(b >>> 0, 16);
  a = (a ^ c) - rot(c >>> 0, 4);
  b = (b ^ a) - rot(a >>> 0, 14);
  c = (c ^ b) - rot(b >>> 0, 24);
  return c >>> 0;
}

/** PostgreSQL's `hash_bytes` (src/common/hashfn.c), little-endian, as an unsigned 32-bit value. */
export function pgHashBytes(bytes: Uint8Array, byteLength = bytes.length): number {
  let length = byteLength;
  const byte = (at: number) => bytes[at] ?? 0;
  const word = (at: number) =>
    (byte(at) | (byte(at + 1) << 8) | (byte(at + 2) << 16) | (byte(at + 3) << 24)) >>> 0;
  const h = state;
  h[0] = 0x9e3779b9 + length + 3923095;
  h[1] = h[0];
  h[2] = h[0];
  let i = 0;
  while (length >= 12) {
    h[0] = (h[0] ?? 0) + word(i);
    h[1] = (h[1] ?? 0) + word(i + 4);
    h[2] = (h[2] ?? 0) + word(i + 8);
    mix(h);
    i += 12;
    length -= 12;
  }
  // The last 11 bytes; the lowest byte of c is reserved for the length.
  let a = 0;
  let b = 0;
  let c = 0;
  if (length >= 11) c += byte(i + 10) << 24;
  if (length >= 10) c += byte(i + 9) << 16;
  if (length >= 9) c += byte(i + 8) << 8;
  if (length >= 8) b += byte(i + 7) << 24;
  if (length >= 7) b += byte(i + 6) << 16;
  if (length >= 6) b += byte(i + 5) << 8;
  if (length >= 5) b += byte(i + 4);
  if (length >= 4) a += byte(i + 3) << 24;
  if (length >= 3) a += byte(i + 2) << 16;
  if (length >= 2) a += byte(i + 1) << 8;
  if (length >= 1) a += byte(i);
  h[0] = (h[0] ?? 0) + a;
  h[1] = (h[1] ?? 0) + b;
  h[2] = (h[2] ?? 0) + c;
  return final(h);
}

/** PostgreSQL's `hashtext` of an ASCII string (the pair keys' words are ASCII): a signed int4. */
export function pgHashText(text: string): number {
  const bytes = new Uint8Array(text.length);
  for (let n = 0; n < text.length; n++) bytes[n] = text.charCodeAt(n) & 0xff;
  return pgHashBytes(bytes) | 0;
}

/** An ASCII letter, digit or `_` (0 for any other character, lower-cased code otherwise). */
function wordByte(code: number): number {
  if (code >= 97 && code <= 122) return code;
  if (code >= 65 && code <= 90) return code + 32;
  if ((code >= 48 && code <= 57) || code === 95) return code;
  return 0;
}

/** A character a separator may hold for its runs to pair: whitespace, or anything not ASCII. */
function pairsAcross(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code >= 128;
}

let scratch = new Uint8Array(256);

/**
 * The distinct pair keys of a text, ascending (as the column stores them). One pass over the
 * characters, each pair's bytes written into a reused buffer and hashed there: the seed keys
 * every letter and filing with it.
 */
export function phrasePairKeys(text: string): number[] {
  const keys = new Set<number>();
  let previousStart = -1;
  let previousEnd = -1;
  let start = -1;
  let separatorPairs = false;
  const pair = (end: number) => {
    const length = previousEnd - previousStart + 1 + end - start;
    if (scratch.length < length) scratch = new Uint8Array(length * 2);
    let at = 0;
    for (let n = previousStart; n < previousEnd; n++) scratch[at++] = wordByte(text.charCodeAt(n));
    scratch[at++] = 32;
    for (let n = start; n < end; n++) scratch[at++] = wordByte(text.charCodeAt(n));
    keys.add(pgHashBytes(scratch, at) | 0);
  };
  for (let n = 0; n <= text.length; n++) {
    const isWord = n < text.length && wordByte(text.charCodeAt(n)) !== 0;
    if (isWord) {
      if (start < 0) start = n;
      continue;
    }
    if (start >= 0) {
      // A run ended at n: it pairs with the one before when only whitespace lay between them.
      if (previousStart >= 0 && separatorPairs) pair(n);
      previousStart = start;
      previousEnd = n;
      start = -1;
      separatorPairs = true;
    }
    if (n < text.length && !pairsAcross(text.charCodeAt(n))) separatorPairs = false;
  }
  return [...keys].sort((x, y) => x - y);
}

/**
 * The keys a quoted phrase's matches must all hold: none for a phrase of one word run, or with a
 * character outside ASCII (case-insensitive matching beyond ASCII is the locale's, which the keys
 * do not model), so that the search then checks the phrase the old way.
 */
export function phraseQueryKeys(phrase: string): number[] {
  if (/[^\x20-\x7e]/.test(phrase.replace(/\s/g, ' '))) return [];
  return phrasePairKeys(phrase);
}
