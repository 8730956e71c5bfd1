import { type RawBuilder, sql } from 'kysely';
import type { ParsedSearchQuery } from './parse-search-query.ts';
import type { NameMatches } from './resolve-name-matches.ts';

/** The SQL pieces every source of hits matches with. */
export type SearchMatchTerms = {
  /** The whole query as a tsquery (websearch syntax, last word as a prefix). */
  full: RawBuilder<unknown>;
  /** The query without the words taken as misspelt names; `null` when nothing is left. */
  rest: RawBuilder<unknown> | null;
  hasText: boolean;
  /** Excluded words: a filing whose own text has one is left out with all its parts. */
  excluded: RawBuilder<unknown> | null;
  names: NameMatches;
  trackingNumbers: string[];
};

/** Shortest last word matched as a prefix (shorter ones expand to too many lexemes). */
const MIN_PREFIX_LENGTH = 3;

function tsquery(leadingText: string, prefixWord: string): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (leadingText.trim()) parts.push(sql`websearch_to_tsquery('english', ${leadingText})`);
  if (prefixWord.length >= MIN_PREFIX_LENGTH) {
    parts.push(sql`to_tsquery('english', ${`${prefixWord}:*`})`);
  } else if (prefixWord) parts.push(sql`websearch_to_tsquery('english', ${prefixWord})`);
  if (parts.length === 0) return null;
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** Builds the tsqueries of a parsed query and the name matches found for it. */
export function buildSearchMatchTerms(
  parsed: ParsedSearchQuery,
  names: NameMatches,
): SearchMatchTerms {
  const full = tsquery(parsed.leadingText, parsed.prefixWord);
  const nameWords = new Set(names.words);
  const restLeading = parsed.leadingText
    .split(' ')
    .filter((token) => !nameWords.has(token.toLowerCase()))
    .join(' ');
  const restPrefix = nameWords.has(parsed.prefixWord) ? '' : parsed.prefixWord;
  return {
    full: full ?? sql`''::tsquery`,
    rest: names.words.length > 0 ? tsquery(restLeading, restPrefix) : null,
    hasText: full !== null,
    excluded: parsed.excludedText
      ? sql`websearch_to_tsquery('english', ${parsed.excludedText})`
      : null,
    names,
    trackingNumbers: parsed.trackingNumbers,
  };
}
