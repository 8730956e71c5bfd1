import type { Database } from '../db/connection.ts';
import { withIndexesDeferred } from './defer-indexes.ts';
import { CHILD_TABLES, type FilingAggregate } from './filing-rows.ts';
import { type GenerateContext, generateFiling } from './generate-filing.ts';
import { generateWorld, stateName, type World } from './generate-world.ts';
import { insertRows } from './insert-rows.ts';
import { linkPriorFilings } from './link-prior-filings.ts';

export type SeedOptions = { filings: number; seed: number; onProgress?: (msg: string) => void };
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
};

export const DEFAULT_DEMO_FILINGS = 5_000;
export const DEFAULT_SEED = 20_261_115;
const CHUNK = 1_000;

/** The demo tables, emptied before seeding (saved filters, briefs and users are kept). */
export const DEMO_TABLES = [
  'document_pages',
  'filing_documents',
  'filing_change_logs',
  'objections',
  'filing_reviewers',
  'rating_factors',
  'supplemental_metrics',
  'filings',
  'whole_filings',
  'product_segments',
  'reviewers',
  'companies',
  'carriers',
];

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

async function insertChunk(db: Database, chunk: FilingAggregate[]): Promise<void> {
  await insertRows(
    db,
    'whole_filings',
    chunk.map((a) => a.whole),
  );
  // Child tables are independent of one another: on a server they load in parallel.
  await Promise.all(
    CHILD_TABLES.filter(([t]) => t !== 'document_pages').map(([table, field]) =>
      insertRows(
        db,
        table,
        chunk.flatMap((a): object | object[] => a[field]),
      ),
    ),
  );
  await insertRows(
    db,
    'document_pages',
    chunk.flatMap((a) => a.pages),
  );
}

/** Replaces the demo data with `filings` generated whole filings; same seed, same rows. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.onProgress ?? (() => {});
  const world = generateWorld(options.seed, options.filings);
  const ctx: GenerateContext = { world, seed: options.seed, total: options.filings };
  const counts = { companyRows: 0, objections: 0, documentPages: 0 };
  const run = async (tx: Database): Promise<void> => {
    await tx.query(`truncate ${DEMO_TABLES.join(', ')} restart identity cascade`);
    await withIndexesDeferred(tx, DEMO_TABLES, () => load(tx));
  };
  const load = async (tx: Database): Promise<void> => {
    await insertWorld(tx, world);
    let pending: Promise<void> = Promise.resolve();
    for (let start = 0; start < options.filings; start += CHUNK) {
      const chunk: FilingAggregate[] = [];
      for (let i = start; i < Math.min(options.filings, start + CHUNK); i++)
        chunk.push(generateFiling(ctx, i));
      for (const a of chunk) {
        counts.companyRows += a.filings.length;
        counts.objections += a.objections.length;
        counts.documentPages += a.pages.length;
      }
      await pending;
      pending = insertChunk(tx, chunk);
      if ((start / CHUNK) % 10 === 9) log(`seeded ${start + CHUNK} of ${options.filings} filings`);
    }
    await pending;
    await linkPriorFilings(tx);
  };
  // One transaction: a failed seed leaves the previous data (and its indexes) untouched.
  await db.transaction(run);
  await db.query('analyze');
  const summary: SeedSummary = {
    filings: options.filings,
    ...counts,
    carriers: world.carriers.length,
    reviewers: world.reviewers.length,
    productSegments: world.products.length,
    seed: options.seed,
    durationMs: Math.round(performance.now() - started),
  };
  log(
    `seeded ${summary.filings} filings (${summary.companyRows} company rows, ${summary.documentPages} document pages) in ${(summary.durationMs / 1000).toFixed(1)} s`,
  );
  return summary;
}

/** Seeds the default demo set when there are no filings yet (first start on an empty database). */
export async function ensureDemoData(
  db: Database,
  options: Partial<SeedOptions> = {},
): Promise<SeedSummary | null> {
  const [row] = await db.query<{ present: boolean }>(
    'select exists (select 1 from whole_filings) as present',
  );
  if (row?.present) return null;
  const log = options.onProgress ?? ((msg: string) => console.info(msg));
  const filings = options.filings ?? DEFAULT_DEMO_FILINGS;
  log(`The database has no filings: seeding a demo data set of ${filings} filings`);
  return seedDatabase(db, { filings, seed: options.seed ?? DEFAULT_SEED, onProgress: log });
}
