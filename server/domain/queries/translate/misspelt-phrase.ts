import { normalizePhrase, type Vocabulary } from './load-vocabulary.ts';
import type { Meaning } from './meaning.ts';

/** True when a and b differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

/** The words of the vocabulary's phrases of two or more words, by vocabulary (built once). */
const wordsOf = new WeakMap<Vocabulary, Set<string>>();

function phraseWords(vocabulary: Vocabulary): Set<string> {
  let words = wordsOf.get(vocabulary);
  if (!words) {
    words = new Set<string>();
    for (const [phrase, meaning] of vocabulary.phrases)
      if (phrase.includes(' ') && meaning.kind !== 'stop' && meaning.kind !== 'outside')
        for (const w of phrase.split(' ')) if (/^[a-z]+$/.test(w)) words.add(w);
    wordsOf.set(vocabulary, words);
  }
  return words;
}

/** The one word of the phrases a misspelt word of 5+ letters is an edit away from, if only one. */
function corrected(word: string, vocabulary: Vocabulary): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || !/^[a-z]+$/.test(lower)) return undefined;
  const words = phraseWords(vocabulary);
  if (words.has(lower) || vocabulary.phrases.has(lower)) return undefined;
  let found: string | undefined;
  for (const w of words) {
    if (w.length < 5 || !withinOneEdit(lower, w)) continue;
    if (found !== undefined) return undefined;
    found = w;
  }
  return found;
}

/**
 * "writen premium change", "permisible loss ratio", "northwatr preferred" (twenty-second pass): a
 * phrase of two or more words of the vocabulary with one word misspelt (one edit, 5+ letters,
 * one candidate only), longest first from `words[at]`. The caller marks it approximate, which
 * the reading says ("I read ... as ..."). Undefined when no phrase is that close. One reader per
 * question: it looks each word's correction up once (a lookup scans every word of the phrases),
 * not once per phrase length and position that holds the word.
 */
export function misspeltPhraseReader(vocabulary: Vocabulary) {
  const fixes = new Map<string, string | undefined>();
  const fixOf = (word: string): string | undefined => {
    if (!fixes.has(word)) fixes.set(word, corrected(word, vocabulary));
    return fixes.get(word);
  };
  return (
    words: readonly string[],
    at: number,
    longest: number,
  ): { length: number; meaning: Meaning; phrase: string } | undefined => {
    for (let length = Math.min(longest, words.length - at); length >= 2; length--) {
      const span = words.slice(at, at + length);
      for (let k = 0; k < span.length; k++) {
        const fix = fixOf(span[k] ?? '');
        if (!fix) continue;
        const phrase = normalizePhrase([...span.slice(0, k), fix, ...span.slice(k + 1)].join(' '));
        const meaning = vocabulary.phrases.get(phrase);
        if (meaning && meaning.kind !== 'stop' && meaning.kind !== 'outside')
          return { length, meaning, phrase };
      }
    }
    return undefined;
  };
}
