import type { Database } from '#server/db/connection.ts';

/**
 * Cached results older than this are recomputed even when the data has not changed: the one
 * lifetime of every cache keyed by the data version, in this process (here) and in the database
 * (stored-by-data-version.ts).
 */
export const DATA_VERSION_CACHE_TTL_SECONDS = 600;
const TTL_MS = DATA_VERSION_CACHE_TTL_SECONDS * 1000;
/** Most results kept per database handle; the least recently used go first. */
export const RESULT_CACHE_MAX_ENTRIES = 256;

type Entry = { version: string; storedAt: number; value: Promise<unknown> };

/** Per database handle, so that two databases in one process (tests) never share results. */
const caches = new WeakMap<Database, Map<string, Entry>>();

/** Version reads of a PGlite handle that are waiting or running, shared by later callers. */
const versionReads = new WeakMap<Database, Promise<string>>();

/** The filings data version as stored now (migration 050 bumps it on every data change). */
export async function queryDataVersion(db: Database): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'select version::text as version from filings_data_version',
  );
  return row?.version ?? '';
}

/**
 * The current data version. PGlite runs one statement (or transaction) at a time in the order
 * they were asked: a version read still waiting or running was asked after every write that has
 * already finished, so it sees them all and a caller may share it (under load most calls do). A
 * server runs reads concurrently, with snapshots possibly older than a write just acknowledged:
 * there every call reads for itself.
 */
function readDataVersion(db: Database): Promise<string> {
  if (db.mode !== 'pglite') return queryDataVersion(db);
  const pending = versionReads.get(db);
  if (pending) return pending;
  const read = queryDataVersion(db).finally(() => {
    if (versionReads.get(db) === read) versionReads.delete(db);
  });
  versionReads.set(db, read);
  return read;
}

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * `compute()`'s result for (`kind`, `key`), kept in this process while the filings data version
 * (bumped by every statement that changes a table filing results are made of, migrations 010 and
 * 050) is the one read before computing it: a write committed meanwhile changes the version, so
 * the next call recomputes, and a result is never older than the snapshot of the call that reads it. Concurrent
 * calls for the same key share one computation; a failed one is not kept. For read-only results
 * of filing data that cost far more than the version query (search, analytics, lists); callers
 * must not mutate what they get. Inside a transaction it always computes. `compute` is told the
 * version read (undefined inside a transaction), for the analytics store's freshness rule (ADR 030).
 */
export async function cachedByDataVersion<T>(
  db: Database,
  kind: string,
  key: unknown,
  compute: (version: string | undefined) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if (db.inTransaction) return compute(undefined);
  const version = await readDataVersion(db);
  const cache = cacheOf(db);
  const id = `${kind}:${JSON.stringify(key)}`;
  const hit = cache.get(id);
  cache.delete(id);
  if (hit && hit.version === version && now() - hit.storedAt < TTL_MS) {
    cache.set(id, hit);
    return hit.value as Promise<T>;
  }
  const value = compute(version);
  cache.set(id, { version, storedAt: now(), value });
  value.catch(() => {
    if (cache.get(id)?.value === value) cache.delete(id);
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= RESULT_CACHE_MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return value;
}
