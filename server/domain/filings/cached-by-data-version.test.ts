import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { cachedByDataVersion, RESULT_CACHE_MAX_ENTRIES } from './cached-by-data-version.ts';

describe.each(listTestTargets())('cachedByDataVersion (%s)', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  const bumpVersion = () => db.query('update filings_data_version set version = version + 1');

  it('computes once per data version and key', async () => {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return { runs };
    };
    const first = await cachedByDataVersion(db, 'test', { a: 1 }, compute);
    expect(await cachedByDataVersion(db, 'test', { a: 1 }, compute)).toBe(first);
    expect(runs).toBe(1);
    await cachedByDataVersion(db, 'test', { a: 2 }, compute);
    expect(runs).toBe(2);
    await bumpVersion();
    expect(await cachedByDataVersion(db, 'test', { a: 1 }, compute)).toEqual({ runs: 3 });
  });

  it('shares one computation among concurrent calls and keeps no failure', async () => {
    let runs = 0;
    const failing = async () => {
      runs += 1;
      // Long enough for every caller's own version read (on a server each call reads it) to
      // arrive while the computation still runs, also on a loaded machine.
      await new Promise((resolve) => setTimeout(resolve, 750));
      throw new Error('no');
    };
    const calls = Array.from({ length: 5 }, () =>
      cachedByDataVersion(db, 'test-fail', {}, failing).catch((error: Error) => error.message),
    );
    expect(await Promise.all(calls)).toEqual(Array(5).fill('no'));
    expect(runs).toBe(1);
    await expect(cachedByDataVersion(db, 'test-fail', {}, async () => 'yes')).resolves.toBe('yes');
  });

  it('recomputes after the time limit, inside transactions and past the size limit', async () => {
    let runs = 0;
    const compute = async () => ++runs;
    let now = 0;
    await cachedByDataVersion(db, 'test-ttl', {}, compute, () => now);
    now = 11 * 60_000;
    await cachedByDataVersion(db, 'test-ttl', {}, compute, () => now);
    expect(runs).toBe(2);
    await db.transaction((tx) => cachedByDataVersion(tx, 'test-ttl', {}, compute));
    expect(runs).toBe(3);
    for (let key = 0; key <= RESULT_CACHE_MAX_ENTRIES; key += 1) {
      await cachedByDataVersion(db, 'test-size', key, compute);
    }
    const before = runs;
    await cachedByDataVersion(db, 'test-size', 0, compute);
    expect(runs).toBe(before + 1);
  });
});
