import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { DEMO_TABLES, ensureDemoData, seedDatabase } from './seed-database.ts';
import { needsDemoData, readSeedState } from './seed-state.ts';

async function snapshot(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    const rows = await db.query<{ r: string }>(
      // created_at / updated_at record when rows were written, not what they hold.
      `select md5(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|' order by t::text)) as r
       from (select * from ${table}) t`,
    );
    out[table] = rows[0]?.r ?? '';
  }
  return out;
}

/** Every index and constraint of the schema, with its definition. */
async function schemaOf(db: Database): Promise<string[]> {
  const rows = await db.query<{ d: string }>(
    `select indexname || ': ' || indexdef as d from pg_indexes where schemaname = current_schema()
     union all
     select conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid)
     from pg_constraint where connamespace = current_schema()::regnamespace
     order by 1`,
  );
  return rows.map((r) => r.d);
}

/** The tables whose ids the seed assigns (identity columns). */
const NUMBERED_TABLES = [
  'filings',
  'supplemental_metrics',
  'rating_factors',
  'objections',
  'filing_change_logs',
];

describe.each(listTestTargets())('seedDatabase on %s', (target) => {
  let db: Database;
  let migratedSchema: string[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    migratedSchema = await schemaOf(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeds the requested number of filings with their child rows', async () => {
    // The page-vector worker is asked for (a seed this small would not start it).
    const summary = await seedDatabase(db, { filings: 120, seed: 5, pageVectorWorker: true });
    const [row] = await db.query<{ w: number; f: number; p: number; r: number }>(
      `select (select count(*) from whole_filings) as w, (select count(*) from filings) as f,
        (select count(*) from document_pages) as p, (select count(*) from filing_reviewers) as r`,
    );
    expect(row?.w).toBe(120);
    expect(row?.f).toBe(summary.companyRows);
    expect(row?.p).toBe(summary.documentPages);
    expect(row?.r).toBeGreaterThanOrEqual(120);
    expect(await readSeedState(db)).toEqual({ status: 'complete', deferred: [] });
    // On PGlite the pages bring vectors computed by the worker; they must be the database's own.
    const [vectors] = await db.query<{ differ: number }>(
      `select count(*)::int as differ from document_pages
       where search_vector is distinct from to_tsvector('document_english', content)`,
    );
    expect(vectors?.differ).toBe(0);
    // The seed computes the phrase pair keys in Node (migration 270): they must be the database's.
    const [pairs] = await db.query<{ keyed: number; differ: number }>(
      `select (select count(*) from objections where cardinality(phrase_pairs) > 0)::int as keyed,
         (select count(*) from objections o
           where o.phrase_pairs is distinct from
               phrase_pair_keys(concat_ws(' ', o.content, o.reply_content))
             or o.summary_phrase_pairs is distinct from phrase_pair_keys(coalesce(o.summary, '')))::int
         + (select count(*) from whole_filings w
           where w.phrase_pairs is distinct from phrase_pair_keys(concat_ws(' ', w.product_name,
               w.description, w.carrier, w.filing_company, w.filing_type))
             or w.summary_phrase_pairs is distinct from phrase_pair_keys(coalesce(w.summary, '')))::int
         as differ`,
    );
    expect(pairs?.keyed).toBeGreaterThan(10);
    expect(pairs?.differ).toBe(0);
  });

  it('gives identical rows when seeded twice with one seed, different rows with another', async () => {
    await seedDatabase(db, { filings: 80, seed: 11 });
    const first = await snapshot(db);
    await seedDatabase(db, { filings: 80, seed: 11 });
    expect(await snapshot(db)).toEqual(first);
    await seedDatabase(db, { filings: 80, seed: 12 });
    expect((await snapshot(db)).whole_filings).not.toEqual(first.whole_filings);
  });

  it('keeps the indexes and foreign keys it drops while loading', async () => {
    expect(await schemaOf(db)).toEqual(migratedSchema);
    expect(migratedSchema.some((d) => d.startsWith('document_pages_search:'))).toBe(true);
    expect(
      migratedSchema.some((d) => d.includes('document_pages_serff_tracking_number_fkey')),
    ).toBe(true);
  });

  it('links each filing to the last filing of its product in force when it was submitted', async () => {
    await seedDatabase(db, { filings: 300, seed: 9 });
    const [row] = await db.query<{ linked: number; wrong: number; not_in_force: number }>(
      `with expected as (
         select w.serff_tracking_number, p.serff_tracking_number as prior_number,
           p.overall_rate_impact as prior_impact
         from whole_filings w
         left join lateral (
           select p.serff_tracking_number, p.overall_rate_impact from whole_filings p
           where p.product_segment = w.product_segment
             and p.serff_tracking_number <> w.serff_tracking_number
             and public.filing_took_effect(p.disposition_status, p.effective_date_new, w.submitted_date)
           order by p.effective_date_new desc, p.serff_tracking_number desc limit 1
         ) p on true
       )
       select count(*) filter (where e.prior_number is not null) as linked,
         count(*) filter (where w.prior_serff_tracking_number is distinct from e.prior_number
           or f.prior_serff_tracking_number is distinct from e.prior_number
           or f.prior_rate_change is distinct from e.prior_impact) as wrong,
         count(*) filter (where p.disposition_status in ('Withdrawn', 'Disapproved', 'Pending',
           'Review Pending', 'Active Suspense', 'Response Received')) as not_in_force
       from expected e
       join whole_filings w using (serff_tracking_number)
       join filings f using (serff_tracking_number)
       left join whole_filings p on p.serff_tracking_number = w.prior_serff_tracking_number`,
    );
    expect(Number(row?.linked)).toBeGreaterThan(0);
    expect(Number(row?.wrong)).toBe(0);
    expect(Number(row?.not_in_force)).toBe(0);
  });

  it('numbers rows from 1 in generation order and moves the sequences past them', async () => {
    for (const table of NUMBERED_TABLES) {
      const [row] = await db.query<{ first: number; last: number; n: number; next: number }>(
        `select min(id) as first, max(id) as last, count(*) as n,
           nextval(pg_get_serial_sequence('${table}', 'id')) as next
         from ${table}`,
      );
      expect(row, table).toMatchObject({ first: 1, last: row?.n });
      expect(Number(row?.next), table).toBeGreaterThan(Number(row?.last));
    }
  });

  it('redoes a seed that failed half way, with every index and foreign key', async () => {
    await seedDatabase(db, { filings: 60, seed: 3 });
    const before = await snapshot(db);
    await db.query(`create function fail_seed() returns trigger language plpgsql as $$
      begin raise exception 'seed interrupted'; end $$`);
    await db.query(
      'create trigger fail_seed before insert on document_pages for each statement execute function fail_seed()',
    );
    await expect(seedDatabase(db, { filings: 60, seed: 4 })).rejects.toThrow(/seed interrupted/);
    await db.query('drop trigger fail_seed on document_pages');
    await db.query('drop function fail_seed()');

    if (target === 'pglite') {
      // One transaction: nothing of the failed seed remains.
      expect(await snapshot(db)).toEqual(before);
      expect(await needsDemoData(db)).toBe(false);
    } else {
      // Committed phases: the rows are partial, the seed is marked unfinished and remembers what
      // it dropped.
      const state = await readSeedState(db);
      expect(state?.status).toBe('loading');
      expect(state?.deferred.map((d) => d.name)).toContain('document_pages_search');
      expect(await schemaOf(db)).not.toEqual(migratedSchema);
      expect(await needsDemoData(db)).toBe(true);
      const summary = await ensureDemoData(db, { filings: 60, seed: 3, onProgress: () => {} });
      expect(summary?.filings).toBe(60);
      expect(await snapshot(db)).toEqual(before);
    }
    expect(await readSeedState(db)).toEqual({ status: 'complete', deferred: [] });
    expect(await schemaOf(db)).toEqual(migratedSchema);
  });

  it('ensureDemoData seeds only an empty database, once when called twice at a time', async () => {
    const messages: string[] = [];
    expect(
      await ensureDemoData(db, { filings: 10, onProgress: (m) => messages.push(m) }),
    ).toBeNull();
    await db.query(`truncate ${DEMO_TABLES.join(', ')} cascade`);
    expect(await ensureDemoData(db, { filings: 0 })).toBeNull();
    const summaries = await Promise.all([
      ensureDemoData(db, { filings: 10, onProgress: (m) => messages.push(m) }),
      ensureDemoData(db, { filings: 10, onProgress: (m) => messages.push(m) }),
    ]);
    expect(summaries.filter((s) => s !== null).map((s) => s?.filings)).toEqual([10]);
    expect(messages[0]).toMatch(/seeding a demo data set of 10 filings/);
    const [row] = await db.query<{ n: number }>('select count(*) as n from whole_filings');
    expect(row?.n).toBe(10);
  });
});
