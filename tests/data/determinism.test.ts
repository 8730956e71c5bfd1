import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createSeededDatabase } from './seeded-database.ts';

/** The demo tables and the columns that identify their rows' order (generated ids excluded). */
const TABLES: ReadonlyArray<readonly [string, string]> = [
  ['carriers', 'name'],
  ['companies', 'name'],
  ['reviewers', 'name, state'],
  ['product_segments', 'carrier, state, line_of_business, product_name'],
  ['whole_filings', 'serff_tracking_number'],
  ['filings', 'serff_tracking_number, company'],
  ['rating_factors', 'serff_tracking_number, company, factor, id'],
  ['base_rates', 'serff_tracking_number, company, coverage, id'],
  ['supplemental_metrics', 'serff_tracking_number, company, coverage, id'],
  ['objections', 'serff_tracking_number, round'],
  ['document_pages', 'serff_tracking_number, page_number'],
];

/** Columns that differ between two seeds of the same rows: timestamps and the sequence ids. */
const VOLATILE = new Set(['id', 'created_at', 'updated_at', 'search_vector', 'rendered_at']);

async function hashTables(db: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, order] of TABLES) {
    const rows = await db.query<Record<string, unknown>>(
      `select * from ${table} order by ${order}`,
    );
    for (const row of rows) {
      const kept = Object.entries(row).filter(([k]) => !VOLATILE.has(k));
      hash.update(JSON.stringify(kept));
    }
    hash.update(`|${table}:${rows.length}|`);
  }
  return hash.digest('hex');
}

it('DT-01 the same seed gives the same rows (two 300-filing databases hash alike)', async () => {
  const digests: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const db = await createSeededDatabase(300);
    try {
      digests.push(await hashTables(db));
    } finally {
      await db.close();
    }
  }
  expect(digests[1], 'source: issue 20 "Done when" (the same seed gives the same rows)').toBe(
    digests[0],
  );
});
