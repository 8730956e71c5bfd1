import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { DATA_VERSION_CACHE_TTL_SECONDS } from './cached-by-data-version.ts';
import { storedByDataVersion } from './stored-by-data-version.ts';

describe.each(listTestTargets())('storedByDataVersion on %s', (target) => {
  const fixture = useTestDatabase(target, async () => undefined);
  const bumpVersion = () =>
    fixture.db.query('update filings_data_version set version = version + 1');
  const count = (hash: string, n: number) =>
    storedByDataVersion<number>(fixture.db, 'filing_count_cache', hash, {
      query: sql`select ${n}::int as n`,
      value: 'q.n',
    });
  const choices = (hash: string, values: string[]) =>
    storedByDataVersion<{ v: string }[]>(fixture.db, 'filing_choices_cache', hash, {
      query: sql`select unnest(${values}::text[]) as v`,
      value: 'jsonb_agg(q order by q.v)',
      withoutSeqScans: true,
    });

  it('stores a result per hash and serves it while the data version holds', async () => {
    expect(await count('a', 1)).toBe(1);
    expect(await count('a', 2)).toBe(1);
    expect(await count('b', 3)).toBe(3);
  });

  it('computes again once the filings data version moved on', async () => {
    expect(await count('c', 1)).toBe(1);
    await bumpVersion();
    expect(await count('c', 2)).toBe(2);
    const [row] = await fixture.db.query<{ stale: boolean }>(
      `select c.version <> v.version as stale from filing_count_cache c, filings_data_version v
       where c.filter_hash = 'c'`,
    );
    expect(row).toEqual({ stale: false });
  });

  it('computes again when the stored result is older than the cache lifetime', async () => {
    expect(await count('d', 1)).toBe(1);
    await fixture.db.query(
      `update filing_count_cache set computed_at = now() - make_interval(secs => $1 + 1)
       where filter_hash = 'd'`,
      [DATA_VERSION_CACHE_TTL_SECONDS],
    );
    expect(await count('d', 2)).toBe(2);
  });

  it('keeps a value of any shape in its own store (choices as JSON)', async () => {
    expect(await choices('e', ['TX', 'OK'])).toEqual([{ v: 'OK' }, { v: 'TX' }]);
    expect(await choices('e', ['CA'])).toEqual([{ v: 'OK' }, { v: 'TX' }]);
    expect(await count('e', 5)).toBe(5);
  });
});
