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

/** Runs of ASCII letters, digits and `_`: the words of the pair keys. */
const RUN = /[A-Za-z0-9_]+/g;

function rot(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** PostgreSQL's `hash_bytes` (src/common/hashfn.c), little-endian, as an unsigned 32-bit value. */
export function pgHashBytes(bytes: Uint8Array): number {
  let length = bytes.length;
  let a = (0x9e3779b9 + length + 3923095) >>> 0;
  let b = a;
  let c = a;
  let i = 0;
  const byte = (at: number) => bytes[at] ?? 0;
  const word = (at: number) =>
    (byte(at) | (byte(at + 1) << 8) | (byte(at + 2) << 16) | (byte(at + 3) << 24)) >>> 0;
  const mix = () => {
    a = (a - c) >>> 0;
    a = (a ^ rot(c, 4)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rot(a, 6)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rot(b, 8)) >>> 0;
    b = (b + a) >>> 0;
    a = (a - c) >>> 0;
    a = (a ^ rot(c, 16)) >>> 0;
    c = (c + b) >>> 0;
    b = (b - a) >>> 0;
    b = (b ^ rot(a, 19)) >>> 0;
    a = (a + c) >>> 0;
    c = (c - b) >>> 0;
    c = (c ^ rot(b, 4)) >>> 0;
    b = (b + a) >>> 0;
  };
  while (length >= 12) {
    a = (a + word(i)) >>> 0;
    b = (b + word(i + 4)) >>> 0;
    c = (c + word(i + 8)) >>> 0;
    mix();
    i += 12;
    length -= 12;
  }
  // The last 11 bytes; the lowest byte of c is reserved for the length.
  const at = (n: number) => byte(i + n);
  if (length >= 11) c = (c + (at(10) << 24)) >>> 0;
  if (length >= 10) c = (c + (at(9) << 16)) >>> 0;
  if (length >= 9) c = (c + (at(8) << 8)) >>> 0;
  if (length >= 8) b = (b + ((at(7) << 24) >>> 0)) >>> 0;
  if (length >= 7) b = (b + (at(6) << 16)) >>> 0;
  if (length >= 6) b = (b + (at(5) << 8)) >>> 0;
  if (length >= 5) b = (b + at(4)) >>> 0;
  if (length >= 4) a = (a + ((at(3) << 24) >>> 0)) >>> 0;
  if (length >= 3) a = (a + (at(2) << 16)) >>> 0;
  if (length >= 2) a = (a + (at(1) << 8)) >>> 0;
  if (length >= 1) a = (a + at(0)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rot(b, 14)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rot(c, 11)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rot(a, 25)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rot(b, 16)) >>> 0;
  a = (a ^ c) >>> 0;
  a = (a - rot(c, 4)) >>> 0;
  b = (b ^ a) >>> 0;
  b = (b - rot(a, 14)) >>> 0;
  c = (c ^ b) >>> 0;
  c = (c - rot(b, 24)) >>> 0;
  return c;
}

/** PostgreSQL's `hashtext` of an ASCII string (the pair keys' words are ASCII): a signed int4. */
export function pgHashText(text: string): number {
  const bytes = new Uint8Array(text.length);
  for (let n = 0; n < text.length; n++) bytes[n] = text.charCodeAt(n) & 0xff;
  return pgHashBytes(bytes) | 0;
}

/** A separator across which two runs pair: no ASCII character but space, tab, line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII characters that are not whitespace
const NOT_WHITESPACE = /[\x00-\x08\x0e-\x1f\x21-\x7f]/;

/** The distinct pair keys of a text, ascending (as the column stores them). */
export function phrasePairKeys(text: string): number[] {
  const keys = new Set<number>();
  let previous: string | null = null;
  let end = 0;
  for (const match of text.matchAll(RUN)) {
    const word = match[0].toLowerCase();
    const separator = text.slice(end, match.index);
    if (previous !== null && separator !== '' && !NOT_WHITESPACE.test(separator)) {
      keys.add(pgHashText(`${previous} ${word}`));
    }
    previous = word;
    end = match.index + match[0].length;
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
