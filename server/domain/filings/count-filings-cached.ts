import { createHash } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { withoutSeqScans } from '#server/db/without-seq-scans.ts';

/** Cached counts older than this are recomputed even when the data has not changed. */
export const COUNT_CACHE_TTL_SECONDS = 600;
/** Roughly one write in this many also deletes expired cache rows. */
const CLEANUP_ONE_IN = 200;

export function hashCountKey(kind: string, key: unknown): string {
  return createHash('sha256')
    .update(`${kind}:${JSON.stringify(key)}`)
    .digest('hex');
}

/**
 * An exact count, cached per (kind, filters) in `filing_count_cache` so that paging through a
 * result does not rescan it (migration 010). An entry counts only while the data version it was
 * computed at is current: every write to filings bumps the version in its own transaction, and
 * the count and its version are read in one statement (one snapshot), so a cached count is never
 * stale, whichever process computed it. `countQuery` is a query selecting one column `n`.
 */
export async function countFilingsCached(
  db: Database,
  hash: string,
  countQuery: RawBuilder<unknown>,
): Promise<number> {
  const [hit] = await db.query<{ count: number }>(
    `select c.count from filing_count_cache c join filings_data_version v on v.version = c.version
     where c.filter_hash = $1 and c.computed_at > now() - make_interval(secs => $2)`,
    [hash, COUNT_CACHE_TTL_SECONDS],
  );
  if (hit) return Number(hit.count);
  const compiled = countQuery.compile(db.kysely);
  const offset = compiled.parameters.length;
  // A count with few or no filters is cheapest, by the planner's estimate, as a sequential scan of
  // the whole table; an index-only scan of a narrow index reads far fewer pages once the table is
  // vacuumed (the server seed does so, autovacuum after other writes). It runs once per filter
  // and data version (see above).
  const [row] = await withoutSeqScans(db, (tx) =>
    tx.query<{ count: number }>(
      `with v as (select version from filings_data_version), n as (${compiled.sql})
       insert into filing_count_cache (filter_hash, version, count, computed_at)
       select $${offset + 1}, v.version, n.n, now() from v, n
       on conflict (filter_hash) do update
         set version = excluded.version, count = excluded.count, computed_at = excluded.computed_at
       returning count`,
      [...compiled.parameters, hash],
    ),
  );
  if (Math.floor(Math.random() * CLEANUP_ONE_IN) === 0) {
    for (const table of ['filing_count_cache', 'filing_choices_cache']) {
      await db.query(`delete from ${table} where computed_at < now() - make_interval(secs => $1)`, [
        COUNT_CACHE_TTL_SECONDS,
      ]);
    }
  }
  return Number(row?.count ?? 0);
}
