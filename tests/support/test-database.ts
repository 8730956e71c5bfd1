import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '#server/db/connection.ts';
import { createDatabase, type Database } from '#server/db/create-database.ts';
import { loadMigrations, runMigrations } from '#server/db/migrate.ts';
import { openPglite } from '#server/db/open-pglite.ts';
import { createPgliteDialect } from '#server/db/pglite-dialect.ts';
import type { DB } from '#server/db/schema.ts';

export type TestTarget = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when `TEST_DATABASE_URL` is set. */
export function listTestTargets(): TestTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const m of await loadMigrations()) hash.update(m.checksum);
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A dump of a freshly migrated PGlite, cached on disk across test files and runs. */
async function loadPgliteTemplate(): Promise<Blob> {
  const cacheDir = resolve('node_modules/.cache/rfi-test-db');
  const file = join(cacheDir, `pglite-${await migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await openPglite({});
    const db = createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite) }), 'pglite');
    await runMigrations(db);
    const dump = await pglite.dumpDataDir('none');
    await db.close();
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${randomUUID()}`;
    await writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
    await rename(tmp, file);
    return dump;
  }
}

async function createPgliteTestDatabase(): Promise<Database> {
  pgliteTemplate ??= loadPgliteTemplate();
  const pglite = await openPglite({ loadDataDir: await pgliteTemplate });
  return createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite) }), 'pglite');
}

function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(baseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds (once per migration set) a migrated template database, then copies it per test file. */
async function createServerTestDatabase(baseUrl: string): Promise<Database> {
  const template = `rfi_template_${await migrationsHash()}`;
  const name = `rfi_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(baseUrl, async (client) => {
    await client.query('select pg_advisory_lock(7340032)');
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) {
        const building = `${template}_building`;
        await client.query(`drop database if exists ${building}`);
        await client.query(`create database ${building}`);
        const db = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, building) });
        await db.close();
        await client.query(`alter database ${building} rename to ${template}`);
      }
      await client.query(`create database ${name} template ${template}`);
    } finally {
      await client.query('select pg_advisory_unlock(7340032)');
    }
  });
  const db = await openDatabase({
    databaseUrl: databaseUrlFor(baseUrl, name),
    skipMigrations: true,
    maxConnections: 4,
  });
  const close = db.close;
  db.close = async () => {
    await close();
    await withAdminClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  return db;
}

/**
 * A fresh, migrated, empty database for one test file. `close()` disposes of it (on the server
 * the scratch database is dropped).
 */
export async function createTestDatabase(target: TestTarget = 'pglite'): Promise<Database> {
  if (target === 'pglite') return createPgliteTestDatabase();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createServerTestDatabase(baseUrl);
}
