import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { Database } from './connection.ts';
import { loadMigrations, runMigrations } from './migrate.ts';

describe.each(listTestTargets())('migrations on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db.close();
  });

  it('has applied every migration once', async () => {
    const migrations = await loadMigrations();
    const rows = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('is a no-op when run twice, even concurrently', async () => {
    const [first, second] = await Promise.all([runMigrations(db), runMigrations(db)]);
    expect(first).toEqual([]);
    expect(second).toEqual([]);
    const [count] = await db.query<{ n: number }>('select count(*) as n from schema_migrations');
    expect(count?.n).toBe((await loadMigrations()).length);
  });

  it('refuses a migration whose file changed after it ran', async () => {
    const [first] = await loadMigrations();
    if (!first) throw new Error('no migrations');
    await expect(runMigrations(db, [{ ...first, checksum: 'changed' }])).rejects.toThrow(
      /changed after it ran/,
    );
  });

  it('applies a new migration inside a transaction and rolls back a failing one', async () => {
    const ok = {
      version: '900',
      name: 'probe',
      sql: 'create table probe (id int);',
      checksum: 'a',
    };
    const bad = {
      version: '901',
      name: 'bad',
      sql: 'create table probe2 (id int); select 1/0;',
      checksum: 'b',
    };
    await expect(runMigrations(db, [ok, bad])).rejects.toThrow();
    const tables = await db.query<{ n: number }>(
      "select count(*) as n from information_schema.tables where table_name in ('probe', 'probe2')",
    );
    expect(tables[0]?.n).toBe(0);
    expect(await runMigrations(db, [ok])).toEqual(['900']);
    await db.query('drop table probe');
    await db.query('delete from schema_migrations where version = $1', ['900']);
  });

  it('normalises counts, numerics and dates to the same JS types in both modes', async () => {
    const [row] = await db.query<{ n: number; x: number; d: string }>(
      "select count(*) as n, avg(1)::numeric as x, date '2024-02-29' as d",
    );
    expect(row).toEqual({ n: 1, x: 1, d: '2024-02-29' });
  });
});
