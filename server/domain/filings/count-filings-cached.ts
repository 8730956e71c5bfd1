import { createHash } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { storedByDataVersion } from './stored-by-data-version.ts';

export function hashCountKey(kind: string, key: unknown): string {
  return createHash('sha256')
    .update(`${kind}:${JSON.stringify(key)}`)
    .digest('hex');
}

/**
 * An exact count, stored per (kind, filters) in `filing_count_cache` while the data version
 * holds (storedByDataVersion), so that paging through a result does not rescan it, whichever
 * process counted it. `countQuery` is a query selecting one column `n`.
 */
export async function countFilingsCached(
  db: Database,
  hash: string,
  countQuery: RawBuilder<unknown>,
): Promise<number> {
  // A count with few or no filters is cheapest, by the planner's estimate, as a sequential scan of
  // the whole table; an index-only scan of a narrow index reads far fewer pages once the table is
  // vacuumed (the server seed does so, autovacuum after other writes). It runs once per filter
  // and data version (see above).
  const count = await storedByDataVersion<number>(db, 'filing_count_cache', hash, {
    query: countQuery,
    value: 'q.n',
    withoutSeqScans: true,
  });
  return Number(count ?? 0);
}
