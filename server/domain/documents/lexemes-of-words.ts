import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';

/** Longest word sent to be stemmed (longer runs are never words of a query). */
const MAX_WORD_LENGTH = 60;

/**
 * The lexemes PostgreSQL's full-text search makes of each word (lower case), with the
 * configuration of the document pages' index (`document_english`): "loads" and "loading" both
 * give "load", a stop word gives none. One statement for all the words of a page.
 */
export async function lexemesOfWords(
  db: Database,
  words: Iterable<string>,
): Promise<Map<string, string[]>> {
  const distinct = [
    ...new Set(
      [...words].map((word) => word.toLowerCase()).filter((w) => w.length <= MAX_WORD_LENGTH),
    ),
  ];
  const lexemes = new Map<string, string[]>();
  if (distinct.length === 0) return lexemes;
  const { rows } = await sql<{ word: string; lexemes: string[] }>`
    select w as word, tsvector_to_array(to_tsvector('document_english', w)) as lexemes
    from unnest(${distinct}::text[]) as w`.execute(db.kysely);
  for (const row of rows) lexemes.set(row.word, row.lexemes);
  return lexemes;
}
