import { afterAll, describe, expect, it } from 'vitest';
import { type Database, getDatabase } from './connection.ts';

describe('getDatabase', () => {
  const previous = { url: process.env.DATABASE_URL, dir: process.env.DATA_DIR };
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close();
    process.env.DATABASE_URL = previous.url ?? '';
    process.env.DATA_DIR = previous.dir ?? '';
  });

  it('opens one migrated database per process, shared through globalThis', async () => {
    process.env.DATABASE_URL = '';
    process.env.DATA_DIR = 'memory://';
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    db = a;
    expect(a).toBe(b);
    expect(a.mode).toBe('pglite');
    const [row] = await a.query<{ n: number }>('select count(*) as n from schema_migrations');
    expect(row?.n).toBeGreaterThan(0);
    await a.transaction(async (tx) => {
      expect(tx.inTransaction).toBe(true);
      await tx.query('select 1');
    });
    await a.close();
    db = undefined;
    const c = await getDatabase();
    db = c;
    expect(c).not.toBe(a);
  });
});
