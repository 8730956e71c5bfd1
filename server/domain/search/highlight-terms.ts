import { fitHighlightTerms } from '#contract/documents/pdf-highlight.ts';
import { parseSearchQuery } from './parse-search-query.ts';

/**
 * The terms a hit's PDF highlights for a search query (the `hl` of its link): the words and
 * "exact phrases" that are searched, and the last word as a prefix ("dislo*") when it is matched
 * as one; not OR, -excluded words or tracking numbers. Stemming is left to the highlighter, which
 * matches the forms each page has.
 */
export function highlightTermsOf(query: string): string[] {
  const parsed = parseSearchQuery(query);
  const terms: string[] = [];
  for (const match of parsed.leadingText.matchAll(/(-?)"([^"]*)"|(\S+)/g)) {
    const [, minus, phrase, word] = match;
    if (phrase !== undefined) {
      if (!minus) terms.push(phrase);
    } else if (word && word !== 'OR' && !word.startsWith('-')) terms.push(word);
  }
  if (parsed.prefixWord) {
    // As the search: a prefix of 3 letters or more, a shorter last word as a word.
    terms.push(parsed.prefixWord.length >= 3 ? `${parsed.prefixWord}*` : parsed.prefixWord);
  }
  return fitHighlightTerms(terms);
}
