import type { RawBuilder } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { withoutSeqScans } from '#server/db/without-seq-scans.ts';
import { DATA_VERSION_CACHE_TTL_SECONDS } from './cached-by-data-version.ts';

/** The tables keeping results for every process (migration 010), each with its value column. */
const STORES = { filing_count_cache: 'count', filing_choices_cache: 'choices' } as const;
export type ResultStore = keyof typeof STORES;

/** Roughly one write in this many also deletes expired rows of every store. */
const CLEANUP_ONE_IN = 200;

export type StoredResult = {
  /** The statement computing the result's rows (`q` in `value`). */
  query: RawBuilder<unknown>;
  /** SQL over `q` giving the stored value in one row, e.g. `q.n` or `jsonb_agg(q)`. */
  value: string;
  /** Plan the computation without sequential scans (withoutSeqScans). */
  withoutSeqScans?: boolean;
};

/**
 * A result stored in `store` under `hash` while the filings data version it was computed at is
 * current and it is younger than DATA_VERSION_CACHE_TTL_SECONDS: every write to filings bumps
 * the version in its own transaction, and the result and its version are computed and stored in
 * one statement (one snapshot), so a stored result is never stale, whichever process stored it.
 * The in-process counterpart is cachedByDataVersion.
 */
export async function storedByDataVersion<T>(
  db: Database,
  store: ResultStore,
  hash: string,
  result: StoredResult,
): Promise<T | undefined> {
  const column = STORES[store];
  const [hit] = await db.query<{ value: T }>(
    `select c.${column} as value from ${store} c
     join filings_data_version v on v.version = c.version
     where c.filter_hash = $1 and c.computed_at > now() - make_interval(secs => $2)`,
    [hash, DATA_VERSION_CACHE_TTL_SECONDS],
  );
  if (hit) return hit.value;
  const compiled = result.query.compile(db.kysely);
  // A streaming replica is read only: it computes the result and leaves storing to the primary
  // (the stored rows it reads above are the primary's, replicated; ADR 028).
  if (db.replica) {
    const computeOnly = (tx: Database) =>
      tx.query<{ value: T }>(`with q as (${compiled.sql}) select ${result.value} as value from q`, [
        ...compiled.parameters,
      ]);
    const [row] = await (result.withoutSeqScans
      ? withoutSeqScans(db, computeOnly)
      : computeOnly(db));
    return row?.value;
  }
  const compute = (tx: Database) =>
    tx.query<{ value: T }>(
      `with v as (select version from filings_data_version), q as (${compiled.sql}),
         x as (select ${result.value} as value from q)
       insert into ${store} (filter_hash, version, ${column}, computed_at)
       select $${compiled.parameters.length + 1}, v.version, x.value, now() from v, x
       on conflict (filter_hash) do update set version = excluded.version,
         ${column} = excluded.${column}, computed_at = excluded.computed_at
       returning ${column} as value`,
      [...compiled.parameters, hash],
    );
  const [row] = await (result.withoutSeqScans ? withoutSeqScans(db, compute) : compute(db));
  if (Math.floor(Math.random() * CLEANUP_ONE_IN) === 0) await deleteExpired(db);
  return row?.value;
}

async function deleteExpired(db: Database): Promise<void> {
  for (const table of Object.keys(STORES)) {
    await db.query(`delete from ${table} where computed_at < now() - make_interval(secs => $1)`, [
      DATA_VERSION_CACHE_TTL_SECONDS,
    ]);
  }
}
