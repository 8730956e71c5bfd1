import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { StringDictionary } from './string-dictionary.ts';

/**
 * Each value's position among `values` (distinct) in the database's default collation, the
 * order `order by name` gives: the store orders names as SQL does whatever the locale.
 */
export async function collationRanks(
  db: Database,
  values: readonly string[],
): Promise<Uint32Array> {
  const ranks = new Uint32Array(values.length);
  if (values.length === 0) return ranks;
  const { rows } = await sql<{ v: string }>`select t.v from unnest(${[...values]}::text[]) as t(v)
    order by t.v`.execute(db.kysely);
  const position = new Map(values.map((v, k) => [v, k]));
  rows.forEach((row, rank) => {
    const k = position.get(row.v);
    if (k !== undefined) ranks[k] = rank;
  });
  return ranks;
}

/** Sets the dictionary's `rank` (the order of its values in the database's collation). */
export async function rankDictionary(db: Database, dictionary: StringDictionary): Promise<void> {
  dictionary.rank = await collationRanks(db, dictionary.values);
}
