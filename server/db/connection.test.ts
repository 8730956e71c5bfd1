import { afterAll, describe, expect, it } from 'vitest';
import { createPgPool, type Database, getDatabase } from './connection.ts';

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

describe.skipIf(!process.env.TEST_DATABASE_URL)('createPgPool', () => {
  it('runs every statement without JIT compilation', async () => {
    const pool = createPgPool(process.env.TEST_DATABASE_URL ?? '', 1);
    try {
      const { rows } = await pool.query<{ jit: string }>('show jit');
      expect(rows[0]?.jit).toBe('off');
    } finally {
      await pool.end();
    }
  });

  it('survives a checked-out client losing its server and serves the next query', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const pool = createPgPool(url, 2);
    const admin = createPgPool(url, 1);
    try {
      // Checked out, no query running: what Kysely holds between two statements.
      const client = await pool.connect();
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid'))
        .rows as [{ pid: number }];
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The server's "terminating connection" message arrives as an 'error' event on the client
      // (an uncaught exception without the pool's listener), then the socket closes.
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();
      const { rows } = await pool.query<{ n: number }>('select 2 as n');
      expect(rows[0]?.n).toBe(2);
    } finally {
      await pool.end();
      await admin.end();
    }
  });
});
