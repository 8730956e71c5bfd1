import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { Database } from './connection.ts';

/** Every table whose rows a cached result (counts, search, analytics, filing detail) is made of. */
const VERSIONED_TABLES = [
  'filings',
  'whole_filings',
  'rating_factors',
  'objections',
  'filing_reviewers',
  'reviewers',
  'supplemental_metrics',
  'product_segments',
  'filing_change_logs',
  'document_pages',
  'carriers',
  'companies',
];

describe.each(listTestTargets())('filings data version triggers (%s)', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  const version = async () => {
    const [row] = await db.query<{ v: string }>(
      'select version::text as v from filings_data_version',
    );
    return BigInt(row?.v ?? '0');
  };

  it.each(VERSIONED_TABLES)('a write to %s bumps the version', async (table) => {
    const before = await version();
    // A statement-level trigger fires even when the statement touches no row.
    await db.query(`delete from ${table} where false`);
    expect(await version()).toBe(before + 1n);
  });

  it('recording a rendered PDF (filing_documents) does not', async () => {
    const before = await version();
    await db.query('delete from filing_documents where false');
    expect(await version()).toBe(before);
  });
});
