import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';

/** Carrier and company names that misspelt query words stand for (trigram word similarity). */
export type NameMatches = {
  /** The query words taken as (misspelt) names. */
  words: string[];
  carriers: string[];
  companies: string[];
  /** Best similarity of a matched name, 0..1. */
  similarity: number;
};

export const NO_NAME_MATCHES: NameMatches = {
  words: [],
  carriers: [],
  companies: [],
  similarity: 0,
};

/** How close a word must be to a word of a name (pg_trgm word_similarity). */
const MIN_SIMILARITY = 0.5;

type Row = { term: string; name: string; kind: 'carrier' | 'company'; sim: number };

function nameWords(name: string): Set<string> {
  return new Set(name.toLowerCase().split(/[^\p{L}\p{N}']+/u));
}

function intersect(sets: Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((value) => rest.every((set) => set.has(value))));
}

/**
 * Finds the carriers and companies whose names contain a word like one of `candidates` without
 * containing it exactly (exact words already match through the full-text index). A name must
 * match every such word when it can; otherwise any of them. `prefixWord`, the last word still
 * being typed, is known when the index holds a word it begins ("gend" of "gender"), so that it is
 * not read as a misspelt name ("General") while the analyst types. A word common on the document
 * pages (or the beginning of one, for the word being typed) is known too.
 */
export async function resolveNameMatches(
  db: Database,
  candidates: string[],
  prefixWord = '',
): Promise<NameMatches> {
  if (candidates.length === 0) return NO_NAME_MATCHES;
  // Words the full-text index knows are spelt right: only the others are taken as names. The
  // prefix word has letters and digits only (parse-search-query.ts), so ':*' parses. So are the
  // document pages' common words ("status" is on one page in seven, though no filing's own text
  // holds it, and is not a misspelt "State"): the planner's statistics of the pages' vectors list
  // them (up to 1,000), where looking a word up in the pages' index would gather every page
  // holding it (1.5 million for "status" at 1,000,000 filings).
  const { rows } = await sql<Row>`
    with document_words as materialized (
      select most_common_elems::text::text[] as words from pg_stats
      where schemaname = current_schema() and tablename = 'document_pages'
        and attname = 'search_vector'
    ),
    terms as (
      select term from unnest(${candidates}::text[]) as term
      where not exists (select 1 from whole_filings w
        where w.search_vector @@ (case when term = ${prefixWord}
          then to_tsquery('english', term || ':*') else plainto_tsquery('english', term) end))
      and not coalesce((select bool_and(exists (
          select 1 from document_words d cross join unnest(d.words) as word
          where case when term = ${prefixWord} then starts_with(word, l.lexeme)
            else word = l.lexeme end))
        from unnest(to_tsvector('document_english', term)) as l), false)
    ),
    names as (
      select name, 'carrier' as kind from carriers
      union all select name, 'company' as kind from companies
    )
    select t.term, n.name, n.kind, word_similarity(t.term, n.name)::float8 as sim
    from terms t cross join names n
    where word_similarity(t.term, n.name) >= ${MIN_SIMILARITY}`.execute(db.kysely);
  const byWord = new Map<string, Row[]>();
  for (const row of rows) {
    if (nameWords(row.name).has(row.term)) continue;
    byWord.set(row.term, [...(byWord.get(row.term) ?? []), row]);
  }
  if (byWord.size === 0) return NO_NAME_MATCHES;
  const keyOf = (row: Row) => `${row.kind}\u0000${row.name}`;
  const perWord = [...byWord.values()].map((list) => {
    const best = Math.max(...list.map((row) => row.sim));
    return new Set(list.filter((row) => row.sim >= best - 0.1).map(keyOf));
  });
  const common = intersect(perWord);
  const chosen = common.size > 0 ? common : new Set(perWord.flatMap((set) => [...set]));
  const picked = rows.filter((row) => chosen.has(keyOf(row)));
  const unique = (kind: Row['kind']) =>
    [...new Set(picked.filter((row) => row.kind === kind).map((row) => row.name))].sort();
  return {
    words: [...byWord.keys()],
    carriers: unique('carrier'),
    companies: unique('company'),
    similarity: Math.max(...picked.map((row) => row.sim)),
  };
}
