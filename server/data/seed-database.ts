import type { Database } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import {
  dropDeferrable,
  listDeferrable,
  mergeDefinitions,
  rebuildDeferred,
} from './deferred-schema.ts';
import { CHILD_TABLES } from './filing-rows.ts';
import { createGenerateContext } from './generate-filing.ts';
import { generateWorld, stateName, type World } from './generate-world.ts';
import { insertRows } from './insert-rows.ts';
import { loadFilings } from './load-filings.ts';
import { startPageVectorizer } from './page-vectors/start-page-vectorizer.ts';
import { withConnections } from './seed-connections.ts';
import {
  markSeedComplete,
  markSeedLoading,
  needsDemoData,
  readSeedState,
  SEED_LOCK_KEY,
} from './seed-state.ts';

export type SeedOptions = {
  filings: number;
  seed: number;
  onProgress?: (msg: string) => void;
  /**
   * On a server: how many connections load and index at once (default 2; the pool needs room for
   * them). PGlite has one connection and seeds in one transaction.
   */
  connections?: number;
  /**
   * PGlite: compute the document pages' search vectors in a worker thread (default: from
   * PAGE_VECTOR_WORKER_MIN_FILINGS filings on, below which starting it costs more than it saves).
   */
  pageVectorWorker?: boolean;
};
/**
 * Wall time of each phase: empty the tables and drop their indexes and foreign keys; load the
 * rows; build the foreign keys and indexes again and analyze the tables.
 */
export type SeedPhases = { prepareMs: number; loadMs: number; indexMs: number };
export type SeedSummary = {
  filings: number;
  companyRows: number;
  objections: number;
  documentPages: number;
  carriers: number;
  reviewers: number;
  productSegments: number;
  seed: number;
  durationMs: number;
  phasesMs: SeedPhases;
};

export const DEFAULT_DEMO_FILINGS = 5_000;
export const DEFAULT_SEED = 20_261_115;
const SERVER_CONNECTIONS = 2;
/** Starting the page-vector worker (its own PGlite) takes about a second. */
const PAGE_VECTOR_WORKER_MIN_FILINGS = 1_000;

/** The demo tables, emptied before seeding (saved filters, briefs and users are kept). */
export const DEMO_TABLES = [
  'document_pages',
  'filing_documents',
  'filing_change_logs',
  'objections',
  'filing_reviewers',
  'base_rates',
  'rating_factors',
  'supplemental_metrics',
  'filings',
  'whole_filings',
  'product_segments',
  'reviewers',
  'companies',
  'carriers',
];

/**
 * The tables of the filings themselves, loaded in bulk with their secondary indexes and foreign
 * keys dropped. The reference tables (carriers, companies, reviewers, product segments: a few
 * thousand rows) keep theirs: rebuilding them would cost more than it saves.
 */
const BULK_TABLES = ['whole_filings', ...CHILD_TABLES.map(([table]) => table)];

/**
 * Index builds: enough for the document pages' full-text index (about 1M rows at 100,000
 * filings) to be built in one pass (more measured no faster).
 */
const MAINTENANCE_WORK_MEM = '256MB';
/**
 * The seeding sessions on a server, besides: a commit need not wait for the disk (the load
 * commits about a thousand times; a seed lost to a crash is redone anyway).
 */
const SERVER_SESSION_SETTINGS = {
  synchronous_commit: 'off',
  maintenance_work_mem: MAINTENANCE_WORK_MEM,
};

async function insertWorld(db: Database, world: World): Promise<void> {
  await insertRows(
    db,
    'carriers',
    world.carriers.map((c) => ({ name: c.name, serff_prefix: c.prefix })),
  );
  await insertRows(
    db,
    'companies',
    world.carriers.flatMap((c) =>
      c.companies.map((co) => ({ name: co.name, carrier: c.name, naic_code: co.naicCode })),
    ),
  );
  await insertRows(
    db,
    'reviewers',
    world.reviewers.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      title: r.title,
      alternative_names: r.alternativeNames,
      summary: `${r.title} with the ${stateName(r.state)} Department of Insurance, reviewing personal lines rate and rule filings.`,
    })),
  );
  await insertRows(
    db,
    'product_segments',
    world.products.map((p) => ({
      id: p.id,
      carrier: p.carrier.name,
      state: p.state,
      line_of_business: p.line.name,
      product_name: p.productName,
    })),
  );
  await db.query(
    "select setval(pg_get_serial_sequence('reviewers', 'id'), (select coalesce(max(id), 0) + 1 from reviewers), false)",
  );
  await db.query(
    "select setval(pg_get_serial_sequence('product_segments', 'id'), (select coalesce(max(id), 0) + 1 from product_segments), false)",
  );
}

async function applySessionSettings(connections: Database[], local: boolean): Promise<void> {
  if (local) {
    const [tx] = connections;
    await tx?.query(`set local maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'`);
    return;
  }
  for (const db of connections)
    for (const [name, value] of Object.entries(SERVER_SESSION_SETTINGS))
      await db.query(`set ${name} = '${value}'`);
}

async function resetSessionSettings(connections: Database[]): Promise<void> {
  // Best effort: the connections go back to the application's pool.
  await Promise.allSettled(
    connections.map(async (db) => {
      for (const name of Object.keys(SERVER_SESSION_SETTINGS)) await db.query(`reset ${name}`);
    }),
  );
}

/**
 * The seed itself, on `connections` (the first one prepares and finishes). With one connection
 * in a transaction it is all or nothing; on a server each phase commits (see seedUnderLock).
 */
async function runSeed(
  connections: Database[],
  options: SeedOptions,
  log: (msg: string) => void,
): Promise<SeedSummary> {
  const [control] = connections;
  if (!control) throw new Error('seeding needs a connection');
  const started = performance.now();
  let mark = started;
  const lap = (): number => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const world = generateWorld(options.seed, options.filings);
  const ctx = createGenerateContext(options.seed, options.filings, world);

  // 1. Mark the seed as loading (with what it drops), empty the tables, drop indexes and keys.
  const deferred = await control.transaction(async (tx) => {
    const state = await readSeedState(tx);
    const present = await listDeferrable(tx, BULK_TABLES);
    // A seed that stopped half way left some of them dropped: they are rebuilt this time.
    const deferred = mergeDefinitions(state?.status === 'loading' ? state.deferred : [], present);
    await markSeedLoading(tx, { seed: options.seed, filings: options.filings, deferred });
    await tx.query(`truncate ${DEMO_TABLES.join(', ')} restart identity cascade`);
    await dropDeferrable(tx, present);
    await insertWorld(tx, world);
    return deferred;
  });
  const prepareMs = lap();

  // 2. Load: chunks go to whichever connection is free. PGlite runs on this thread, so a worker
  // computes the pages' search vectors on the other core (ADR 021); a server computes them in
  // its own processes.
  const useWorker =
    control.mode === 'pglite' &&
    (options.pageVectorWorker ?? options.filings >= PAGE_VECTOR_WORKER_MIN_FILINGS);
  const vectorizer = useWorker ? startPageVectorizer() : undefined;
  const loaded = await loadFilings(connections, ctx, log, vectorizer).finally(() =>
    vectorizer?.close(),
  );
  const loadMs = lap();

  // 3. Foreign keys, indexes and planner statistics; then the seed is complete.
  await rebuildDeferred(connections, deferred, DEMO_TABLES);
  await markSeedComplete(control);
  const indexMs = lap();

  const summary: SeedSummary = {
    filings: options.filings,
    companyRows: loaded.companyRows,
    objections: loaded.objections,
    documentPages: loaded.documentPages,
    carriers: world.carriers.length,
    reviewers: world.reviewers.length,
    productSegments: world.products.length,
    seed: options.seed,
    durationMs: Math.round(performance.now() - started),
    phasesMs: { prepareMs, loadMs, indexMs },
  };
  log(
    `seeded ${summary.filings} filings (${summary.companyRows} company rows, ${summary.documentPages} document pages) in ${(summary.durationMs / 1000).toFixed(1)} s: load ${(loadMs / 1000).toFixed(1)} s, indexes and statistics ${(indexMs / 1000).toFixed(1)} s`,
  );
  return summary;
}

/**
 * Seeds under the seed lock when `shouldSeed` (asked once the lock is held) says so; null when it
 * did not.
 *
 * PGlite (and a handle already in a transaction): one transaction, all or nothing.
 *
 * A server: several connections load and build indexes at once, which only works with committed
 * rows, so the phases commit as they go (docs/decisions/008-seed-speed.md). The first commit
 * records the seed as 'loading' in seed_state, with the indexes and foreign keys it drops; the
 * last marks it 'complete'. A seed that fails in between leaves that mark: needsDemoData (so
 * ensureDemoData, at start) then asks for a seed again, and every seed rebuilds what a stopped
 * one left dropped. The seed lock (a session lock on the first connection) keeps two seeds from
 * running at once.
 */
async function seedUnderLock(
  db: Database,
  options: SeedOptions,
  shouldSeed: (db: Database) => Promise<boolean>,
): Promise<SeedSummary | null> {
  const log = options.onProgress ?? (() => {});
  if (db.mode === 'pglite' || db.inTransaction) {
    return db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [SEED_LOCK_KEY]);
      if (!(await shouldSeed(tx))) return null;
      await applySessionSettings([tx], true);
      return runSeed([tx], options, log);
    });
  }
  const count = Math.max(1, Math.floor(options.connections ?? SERVER_CONNECTIONS));
  return withConnections(db, count, async (connections) => {
    const [control] = connections;
    if (!control) throw new Error('seeding needs a connection');
    await control.query('select pg_advisory_lock($1::bigint)', [SEED_LOCK_KEY]);
    try {
      if (!(await shouldSeed(control))) return null;
      await applySessionSettings(connections, false);
      try {
        return await runSeed(connections, options, log);
      } finally {
        await resetSessionSettings(connections);
      }
    } finally {
      await control
        .query('select pg_advisory_unlock($1::bigint)', [SEED_LOCK_KEY])
        .catch(() => undefined);
    }
  });
}

/** Replaces the demo data with `filings` generated whole filings; same seed, same rows. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const summary = await seedUnderLock(db, options, async () => true);
  if (!summary) throw new Error('the seed did not run');
  await enqueueSeededFilings(db);
  return summary;
}

/** A new seed replaces every filing: watchlists hear of those that match (none without watchlists). */
async function enqueueSeededFilings(db: Database): Promise<void> {
  const [any] = await db.query<{ found: boolean }>(
    'select exists (select 1 from watchlists) as found',
  );
  if (!any?.found) return;
  const rows = await db.query<{ serff_tracking_number: string }>(
    'select serff_tracking_number from whole_filings order by serff_tracking_number',
  );
  await enqueueFilingChanges(
    db,
    rows.map((r) => r.serff_tracking_number),
  );
}

/**
 * Seeds the default demo set when there are no filings yet (first start on an empty database),
 * or when the last seed did not finish. Several processes starting together seed once. With
 * `filings: 0` (DEMO_FILINGS=0) it never seeds.
 */
export async function ensureDemoData(
  db: Database,
  options: Partial<SeedOptions> = {},
): Promise<SeedSummary | null> {
  const filings = options.filings ?? DEFAULT_DEMO_FILINGS;
  if (filings <= 0 || !(await needsDemoData(db))) return null;
  const log = options.onProgress ?? ((msg: string) => console.info(msg));
  const unfinished = (await readSeedState(db))?.status === 'loading';
  log(
    unfinished
      ? `The last seed did not finish: seeding the demo data set of ${filings} filings again`
      : `The database is empty: seeding a demo data set of ${filings} filings`,
  );
  const summary = await seedUnderLock(
    db,
    { ...options, filings, seed: options.seed ?? DEFAULT_SEED, onProgress: log },
    needsDemoData,
  );
  if (summary) await enqueueSeededFilings(db);
  return summary;
}
