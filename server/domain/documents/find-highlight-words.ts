import type { PageWord } from './extract-page-words.ts';

/** The words of a term ("roof age" → roof, age; "dislo*" → dislo). */
export function termWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One occurrence of a term on the page: its words (several for a phrase) and the term. */
export type HighlightMatch = { words: PageWord[]; term: string };

/**
 * The occurrences of the search terms among a page's words (in reading order), matched the way
 * the search matched the page:
 * - a word matches by its stem: one of its lexemes is the term's ("loads" and "loading" for
 *   "load"); a stop word matches nothing, as it is not searched;
 * - a prefix ("dislo*") matches a word that starts with it, or whose lexeme starts with the
 *   prefix's lexeme (to_tsquery 'dislo:*');
 * - a phrase (several words) matches those words in a row, word for word (case aside), as an
 *   exact phrase is searched.
 * A word belongs to one occurrence at most (the first term that takes it). `lexemes` maps each
 * lower-case word of the page and of the terms to its lexemes.
 */
export function findHighlightWords(
  words: readonly PageWord[],
  terms: readonly string[],
  lexemes: ReadonlyMap<string, readonly string[]>,
): HighlightMatch[] {
  const lower = words.map((word) => word.text.toLowerCase());
  const lexemesOf = (word: string) => lexemes.get(word) ?? [];
  const taken = new Set<number>();
  const found: { at: number; length: number; term: string }[] = [];
  const take = (at: number, length: number, term: string) => {
    for (let k = 0; k < length; k++) if (taken.has(at + k)) return;
    for (let k = 0; k < length; k++) taken.add(at + k);
    found.push({ at, length, term });
  };
  for (const term of terms) {
    const wanted = termWords(term);
    const [first] = wanted;
    if (first === undefined) continue;
    if (wanted.length > 1) {
      for (let at = 0; at + wanted.length <= lower.length; at++) {
        if (wanted.every((word, k) => lower[at + k] === word)) take(at, wanted.length, term);
      }
      continue;
    }
    const prefix = term.endsWith('*');
    const stems = lexemesOf(first);
    if (!prefix && stems.length === 0) continue;
    for (const [at, word] of lower.entries()) {
      const own = lexemesOf(word);
      const hit = prefix
        ? word.startsWith(first) || own.some((lexeme) => stems.some((s) => lexeme.startsWith(s)))
        : own.some((lexeme) => stems.includes(lexeme));
      if (hit) take(at, 1, term);
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, length, term }) => ({ words: words.slice(at, at + length), term }));
}
