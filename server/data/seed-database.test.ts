import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { createTestDatabase, listTestTargets } from '../db/test-database.ts';
import { DEMO_TABLES, ensureDemoData, seedDatabase } from './seed-database.ts';

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

describe.each(listTestTargets())('seedDatabase on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeds the requested number of filings with their child rows', async () => {
    const summary = await seedDatabase(db, { filings: 120, seed: 5 });
    const [row] = await db.query<{ w: number; f: number; p: number; r: number }>(
      `select (select count(*) from whole_filings) as w, (select count(*) from filings) as f,
        (select count(*) from document_pages) as p, (select count(*) from filing_reviewers) as r`,
    );
    expect(row?.w).toBe(120);
    expect(row?.f).toBe(summary.companyRows);
    expect(row?.p).toBe(summary.documentPages);
    expect(row?.r).toBeGreaterThanOrEqual(120);
  });

  it('gives identical rows when seeded twice with one seed, different rows with another', async () => {
    await seedDatabase(db, { filings: 80, seed: 11 });
    const first = await snapshot(db);
    await seedDatabase(db, { filings: 80, seed: 11 });
    expect(await snapshot(db)).toEqual(first);
    await seedDatabase(db, { filings: 80, seed: 12 });
    expect((await snapshot(db)).whole_filings).not.toEqual(first.whole_filings);
  });

  it('keeps the indexes it drops while loading', async () => {
    const [row] = await db.query<{ n: number }>(
      "select count(*) as n from pg_indexes where schemaname = current_schema() and indexname = 'document_pages_search'",
    );
    expect(row?.n).toBe(1);
  });

  it('ensureDemoData seeds only an empty database', async () => {
    const messages: string[] = [];
    expect(
      await ensureDemoData(db, { filings: 10, onProgress: (m) => messages.push(m) }),
    ).toBeNull();
    await db.query(`truncate ${DEMO_TABLES.join(', ')} cascade`);
    const summary = await ensureDemoData(db, { filings: 10, onProgress: (m) => messages.push(m) });
    expect(summary?.filings).toBe(10);
    expect(messages[0]).toMatch(/seeding a demo data set of 10 filings/);
  });
});
