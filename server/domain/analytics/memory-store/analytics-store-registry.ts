import type { Database } from '#server/db/connection.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { logger } from '#server/logging/logger.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { type AnalyticsStoreMode, AUTO_MIN_FILINGS } from './analytics-store-mode.ts';
import { loadAnalyticsStore } from './load-analytics-store.ts';
import { storeBytes } from './store-memory.ts';

/** After a failed load, the next one waits this long. */
const RETRY_AFTER_FAILURE_MS = 60_000;

type State = {
  store?: AnalyticsStore;
  /** The data version `auto` counted too few filings at (no load until the version moves). */
  declinedVersion?: string;
  loading?: Promise<void>;
  /** No load starts before this time (a load takes at most half of the time, failures wait). */
  notBefore: number;
  /** Calls answered from the store (observability and tests). */
  hits: number;
};

/** Per database handle, as the result caches (ADR 007): a replica's store is its own snapshot. */
const states = new WeakMap<Database, State>();

function stateOf(db: Database): State {
  let state = states.get(db);
  if (!state) {
    state = { notBefore: 0, hits: 0 };
    states.set(db, state);
  }
  return state;
}

/** Whether data version `a` is later than `b` (versions are counters; anything else: differs). */
function isLater(a: string, b: string): boolean {
  try {
    return BigInt(a) > BigInt(b);
  } catch {
    return a !== b;
  }
}

function startLoad(db: Database, mode: AnalyticsStoreMode, state: State, now: () => number) {
  if (state.loading || now() < state.notBefore) return;
  const started = now();
  state.loading = loadAnalyticsStore(db, mode === 'auto' ? AUTO_MIN_FILINGS : 0)
    .then((load) => {
      const ms = now() - started;
      state.notBefore = now() + ms;
      if (!load.store) {
        state.store = undefined;
        state.declinedVersion = load.version;
        return;
      }
      state.store = load.store;
      state.declinedVersion = undefined;
      logger.info(
        {
          version: load.version,
          filings: load.filings,
          ms: Math.round(ms),
          timings: load.timings,
          megabytes: Math.round(storeBytes(load.store) / 1e5) / 10,
        },
        'analytics store loaded',
      );
    })
    .catch((error: unknown) => {
      state.notBefore = now() + RETRY_AFTER_FAILURE_MS;
      logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'analytics store not loaded; analytics stay on SQL',
      );
    })
    .finally(() => {
      state.loading = undefined;
    });
}

/**
 * The freshness rule of ADR 030: the store of `db` when it holds exactly data version `version`
 * (the version the calling request has just read), else undefined, and then (once per handle at
 * a time, at most half of the time) a background load of the current data starts, so that the
 * call answers from SQL as before and later calls from the new store. A stale store is dropped
 * as soon as a later version is seen. Never inside a transaction (the caller's uncommitted writes
 * are not in any store).
 */
export function analyticsStoreAt(
  db: Database,
  version: string,
  mode: AnalyticsStoreMode,
  now: () => number = Date.now,
): AnalyticsStore | undefined {
  if (mode === 'off' || db.inTransaction) return undefined;
  const state = stateOf(db);
  if (state.store?.version === version) {
    state.hits += 1;
    return state.store;
  }
  if (mode === 'auto' && state.declinedVersion === version) return undefined;
  if (state.store && isLater(version, state.store.version)) state.store = undefined;
  startLoad(db, mode, state, now);
  return undefined;
}

/** What the store of `db` holds now (tests, diagnostics). */
export function analyticsStoreStatus(db: Database): {
  version?: string;
  loading: boolean;
  hits: number;
} {
  const state = stateOf(db);
  return { version: state.store?.version, loading: !!state.loading, hits: state.hits };
}

/** Resolves when no load of `db`'s store is running (tests). */
export async function analyticsStoreIdle(db: Database): Promise<void> {
  while (stateOf(db).loading) await stateOf(db).loading;
}

/**
 * At process start: begins loading the store of `db` (with `auto`, once the count says the
 * database is large enough), so that the first analytics views find it ready.
 */
export async function warmAnalyticsStore(db: Database, mode: AnalyticsStoreMode): Promise<void> {
  if (mode === 'off') return;
  analyticsStoreAt(db, await queryDataVersion(db), mode);
}
