import { type RawBuilder, sql } from 'kysely';
import type { ParsedSearchQuery } from './parse-search-query.ts';
import { phraseQueryKeys } from './phrase-pair-keys.ts';
import type { NameMatches } from './resolve-name-matches.ts';

/** The SQL pieces every source of hits matches with. */
export type SearchMatchTerms = {
  /** The whole query as a tsquery (websearch syntax, last word as a prefix). */
  full: RawBuilder<unknown>;
  /** The query without the words taken as misspelt names; `null` when nothing is left. */
  rest: RawBuilder<unknown> | null;
  hasText: boolean;
  /**
   * `full` and `rest` parsed with the configuration of the document pages' index
   * (`document_english`, migration 170: decimal figures are not indexed there, so a query's
   * decimal figures are dropped for that source as stop words are).
   */
  documentText: { full: RawBuilder<unknown>; rest: RawBuilder<unknown> | null };
  /** Excluded words: a filing whose own text has one is left out with all its parts. */
  excluded: RawBuilder<unknown> | null;
  names: NameMatches;
  trackingNumbers: string[];
  /**
   * Case-insensitive regular expressions (PostgreSQL ARE) of the quoted phrases, which a hit's
   * own text must contain word for word: the tsquery finds candidates through the index with
   * stemming ("loads" for "load"), this keeps the exact ones. Every group must match, by one of
   * its patterns (phrases joined by OR).
   */
  phrasePatterns: string[][];
  /**
   * The pair keys of each phrase of `phrasePatterns` (same shape; phrase-pair-keys.ts): a row the
   * phrase's pattern matches holds them all, so a source with a pairs column finds its candidates
   * through that column's index. Empty for a phrase of one word or with characters outside ASCII.
   */
  phrasePairKeys: number[][][];
  /**
   * Every word of the quoted phrases, space-separated ('' without phrases): the planner's
   * estimate of a phrase multiplies its words' frequencies as if they were independent, and the
   * page scan's choice bounds it by its rarest word instead (page-scan.ts).
   */
  phraseWords: string;
};

/** The ARE of an exact phrase: its words in order, any whitespace between, whole words. */
export function phrasePattern(phrase: string): string {
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'));
  return `(^|[^[:alnum:]_])${words.join('\\s+')}($|[^[:alnum:]_])`;
}

/** Shortest last word matched as a prefix (shorter ones expand to too many lexemes). */
const MIN_PREFIX_LENGTH = 3;

/** The text search configurations: of every index but the document pages', and of theirs. */
type SearchConfig = 'english' | 'document_english';

function tsquery(
  leadingText: string,
  prefixWord: string,
  config: SearchConfig = 'english',
): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  const cfg = sql.lit(config);
  if (leadingText.trim()) parts.push(sql`websearch_to_tsquery(${cfg}, ${leadingText})`);
  if (prefixWord.length >= MIN_PREFIX_LENGTH) {
    parts.push(sql`to_tsquery(${cfg}, ${`${prefixWord}:*`})`);
  } else if (prefixWord) parts.push(sql`websearch_to_tsquery(${cfg}, ${prefixWord})`);
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
  const documentFull = tsquery(parsed.leadingText, parsed.prefixWord, 'document_english');
  return {
    full: full ?? sql`''::tsquery`,
    rest: names.words.length > 0 ? tsquery(restLeading, restPrefix) : null,
    documentText: {
      full: documentFull ?? sql`''::tsquery`,
      rest: names.words.length > 0 ? tsquery(restLeading, restPrefix, 'document_english') : null,
    },
    hasText: full !== null,
    excluded: parsed.excludedText
      ? sql`websearch_to_tsquery('english', ${parsed.excludedText})`
      : null,
    names,
    trackingNumbers: parsed.trackingNumbers,
    phrasePatterns: parsed.phraseGroups.map((group) => group.map(phrasePattern)),
    phrasePairKeys: parsed.phraseGroups.map((group) => group.map(phraseQueryKeys)),
    phraseWords: parsed.phraseGroups.flat().join(' '),
  };
}
