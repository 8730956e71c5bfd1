import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '#server/db/connection.ts';
import { CHILD_TABLES, type FilingAggregate } from './filing-rows.ts';
import { type GenerateContext, generateFiling } from './generate-filing.ts';
import { insertRows } from './insert-rows.ts';
import { createPriorFilingLinker } from './link-prior-filings.ts';
import type { PageVectorizer } from './page-vectors/start-page-vectorizer.ts';
import { objectionWithPhrasePairs, wholeFilingWithPhrasePairs } from './phrase-pair-rows.ts';
import { runOnConnections } from './seed-connections.ts';

/** Filings per chunk: the unit one connection inserts (about 10,000 document pages). */
const CHUNK = 1_000;

/** The last id given in each table with an identity column. */
export type RowNumbers = {
  filings: number;
  supplemental_metrics: number;
  rating_factors: number;
  base_rates: number;
  objections: number;
  filing_change_logs: number;
};

export type LoadedFilings = {
  companyRows: number;
  objections: number;
  documentPages: number;
  lastIds: RowNumbers;
};

/**
 * Numbers the rows of each aggregate in generation order, as the sequences would when one
 * connection inserts the chunks in order: rows loaded over several connections at once get the
 * same ids on every run with one seed.
 */
function createRowNumbering(): { lastIds: RowNumbers; number: (a: FilingAggregate) => void } {
  const lastIds: RowNumbers = {
    filings: 0,
    supplemental_metrics: 0,
    rating_factors: 0,
    base_rates: 0,
    objections: 0,
    filing_change_logs: 0,
  };
  const number = (a: FilingAggregate): void => {
    for (const row of a.filings) row.id = ++lastIds.filings;
    for (const row of a.metrics) row.id = ++lastIds.supplemental_metrics;
    for (const row of a.factors) row.id = ++lastIds.rating_factors;
    for (const row of a.baseRates) row.id = ++lastIds.base_rates;
    for (const row of a.objections) row.id = ++lastIds.objections;
    for (const row of a.changeLogs) row.id = ++lastIds.filing_change_logs;
  };
  return { lastIds, number };
}

/** A chunk of generated filings and, when a worker computes them, its pages' search vectors. */
type Chunk = { aggregates: FilingAggregate[]; vectors: Promise<string[]> | null };

/**
 * The filings in chunks, generated on demand in index order; `prepare` sees each aggregate in
 * that order. The event loop gets a turn every hundred filings, so that the connections' results
 * are taken (and their next statements sent) while a chunk is being generated. With a
 * vectorizer, a chunk's page texts go to it as soon as the chunk is generated.
 */
async function* generateChunks(
  ctx: GenerateContext,
  prepare: (a: FilingAggregate) => void,
  vectorizer: PageVectorizer | undefined,
): AsyncGenerator<Chunk> {
  for (let start = 0; start < ctx.total; start += CHUNK) {
    const aggregates: FilingAggregate[] = [];
    for (let i = start; i < Math.min(ctx.total, start + CHUNK); i++) {
      const aggregate = generateFiling(ctx, i);
      prepare(aggregate);
      aggregates.push(aggregate);
      if (i % 100 === 99) await yieldToEventLoop();
    }
    const vectors = vectorizer
      ? vectorizer.vectorsOf(aggregates.flatMap((a) => a.pages.map((page) => page.content)))
      : null;
    // A failure reaches the insert that awaits it; this only keeps it from counting as unhandled.
    vectors?.catch(() => undefined);
    yield { aggregates, vectors };
  }
}

/** Keeps one item generated ahead, so that a connection that is free does not wait for it. */
function readAhead<T>(items: AsyncIterator<T>): AsyncIterator<T> {
  let ahead = items.next();
  return {
    next() {
      const current = ahead;
      ahead = current.then((r) => (r.done ? r : items.next()));
      // A failure reaches whoever takes that item; this only keeps it from counting as unhandled.
      ahead.catch(() => undefined);
      return current;
    },
  };
}

async function insertChunk(db: Database, { aggregates, vectors }: Chunk): Promise<void> {
  await insertRows(
    db,
    'whole_filings',
    aggregates.map((a) => wholeFilingWithPhrasePairs(a.whole)),
  );
  for (const [table, field] of CHILD_TABLES) {
    const rows = aggregates.flatMap((a): object | object[] => a[field]);
    if (table === 'document_pages' && vectors) {
      // The trigger of migration 180 keeps a vector an insert brings.
      const computed = await vectors;
      if (computed.length !== rows.length) throw new Error('page vectors do not match the pages');
      await insertRows(
        db,
        table,
        rows.map((row, k) => ({ ...row, search_vector: computed[k] })),
      );
    } else if (table === 'objections') {
      // The letters' phrase keys (migration 270) are computed here rather than by the trigger.
      await insertRows(
        db,
        table,
        aggregates.flatMap((a) => a.objections).map(objectionWithPhrasePairs),
      );
    } else await insertRows(db, table, rows);
  }
}

/**
 * Generates the `ctx.total` filings and inserts them, a chunk at a time on whichever connection
 * is free, each row already linked to its prior filing and numbered; then moves the identity
 * sequences past the ids given. On a server each statement commits on its own, so that the
 * connections never hold locks the others wait for (the data version row every insert bumps).
 * Parents go first within a chunk: the rows satisfy the foreign keys whether or not they are in
 * place during the load. With a `vectorizer` (a PGlite seed) the pages bring their search vectors,
 * computed on another core while this thread generates and inserts.
 */
export async function loadFilings(
  connections: readonly Database[],
  ctx: GenerateContext,
  log: (msg: string) => void,
  vectorizer?: PageVectorizer,
): Promise<LoadedFilings> {
  const loaded = { companyRows: 0, objections: 0, documentPages: 0 };
  const link = createPriorFilingLinker();
  const { lastIds, number } = createRowNumbering();
  const chunks = generateChunks(
    ctx,
    (a) => {
      link(a);
      number(a);
      loaded.companyRows += a.filings.length;
      loaded.objections += a.objections.length;
      loaded.documentPages += a.pages.length;
    },
    vectorizer,
  );
  let done = 0;
  await runOnConnections(connections, readAhead(chunks), async (db, chunk) => {
    await insertChunk(db, chunk);
    const before = done;
    done += chunk.aggregates.length;
    if (Math.floor(done / 10_000) > Math.floor(before / 10_000))
      log(`seeded ${done} of ${ctx.total} filings`);
  });
  const [first] = connections;
  for (const [table, last] of Object.entries(lastIds))
    await first?.query(`select setval(pg_get_serial_sequence($1, 'id'), $2, false)`, [
      table,
      last + 1,
    ]);
  return { ...loaded, lastIds };
}
