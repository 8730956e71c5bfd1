import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { DATA_VERSION_CACHE_TTL_SECONDS } from './cached-by-data-version.ts';
import { countFilingsCached, hashCountKey } from './count-filings-cached.ts';

describe('hashCountKey', () => {
  it('is a stable hex digest of the kind and key', () => {
    const hash = hashCountKey('whole-filings', { states: ['TX'] });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCountKey('whole-filings', { states: ['TX'] })).toBe(hash);
    expect(hashCountKey('filing-rows', { states: ['TX'] })).not.toBe(hash);
    expect(hashCountKey('whole-filings', { states: ['OK'] })).not.toBe(hash);
  });
});

describe.each(listTestTargets())('countFilingsCached on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  const constant = (n: number) => sql`select ${n}::int as n`;
  const bumpVersion = () => db.query('update filings_data_version set version = version + 1');

  it('computes once and serves the stored count while the data version holds', async () => {
    expect(await countFilingsCached(db, 'k1', constant(7))).toBe(7);
    expect(await countFilingsCached(db, 'k1', constant(8))).toBe(7);
    expect(await countFilingsCached(db, 'k2', constant(8))).toBe(8);
    const stored = await db.query<{ count: number }>(
      'select count from filing_count_cache where filter_hash = $1',
      ['k1'],
    );
    expect(stored).toEqual([{ count: 7 }]);
  });

  it('recomputes after the data version changes or the entry expires', async () => {
    await bumpVersion();
    expect(await countFilingsCached(db, 'k1', constant(9))).toBe(9);
    expect(await countFilingsCached(db, 'k1', constant(10))).toBe(9);
    await db.query(
      `update filing_count_cache set computed_at = now() - make_interval(secs => $1 + 1)
       where filter_hash = 'k1'`,
      [DATA_VERSION_CACHE_TTL_SECONDS],
    );
    expect(await countFilingsCached(db, 'k1', constant(10))).toBe(10);
  });

  it('counts a real query, and a new filing invalidates it', async () => {
    const count = sql`select count(*)::int as n from whole_filings w where w.state = ${'VT'}`;
    expect(await countFilingsCached(db, 'vt', count)).toBe(0);
    await insertFiling(db, { state: 'VT' });
    expect(await countFilingsCached(db, 'vt', count)).toBe(1);
    await insertFiling(db, { state: 'NH' });
    expect(await countFilingsCached(db, 'vt', count)).toBe(1);
  });
});
