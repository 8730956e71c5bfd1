import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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

/** A PGlite instance as the app's Database. */
export function pgliteDatabase(pglite: PGlite): Database {
  return createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite) }), 'pglite');
}

/** Where the PGlite dumps of test databases are cached across test files and runs. */
const CACHE_DIR = resolve('node_modules/.cache/rfi-test-db');

/**
 * The PGlite dump cached as `fileName`, made by `build` (from a fresh PGlite, as a database) when
 * it is missing; files matching `replaces` (earlier versions) are then removed.
 */
export async function cachedPgliteDump(
  fileName: string,
  open: () => Promise<PGlite>,
  build: (db: Database) => Promise<unknown>,
  replaces?: RegExp,
): Promise<Blob> {
  const file = join(CACHE_DIR, fileName);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await open();
    const db = pgliteDatabase(pglite);
    await build(db);
    const dump = await pglite.dumpDataDir('none');
    await db.close();
    await mkdir(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${randomUUID()}`;
    await writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
    await rename(tmp, file);
    for (const name of replaces ? await readdir(CACHE_DIR) : []) {
      if (replaces?.test(name) && name !== fileName)
        await rm(join(CACHE_DIR, name), { force: true });
    }
    return dump;
  }
}

/** A dump of a freshly migrated PGlite, cached on disk across test files and runs. */
async function loadPgliteTemplate(): Promise<Blob> {
  return cachedPgliteDump(
    `pglite-${await migrationsHash()}.tar`,
    () => openPglite({}),
    (db) => runMigrations(db),
  );
}

/** A fresh PGlite instance holding the migrated, empty schema. */
export async function openPgliteTestInstance() {
  pgliteTemplate ??= loadPgliteTemplate();
  return openPglite({ loadDataDir: await pgliteTemplate });
}

async function createPgliteTestDatabase(): Promise<Database> {
  return pgliteDatabase(await openPgliteTestInstance());
}

export function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  baseUrl: string,
  fn: (c: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A template database that `fill` completes from the migrated one (data added to its schema);
 * databases named like `replaces` (a LIKE pattern: earlier versions of it) are dropped when it is
 * built, so that the server does not collect them.
 */
export type FilledTemplate = {
  name: string;
  fill: (db: Database) => Promise<void>;
  replaces?: string;
};

/** Creates `name` once, under the lock: migrated, then filled when a fill is given. */
async function ensureTemplate(
  client: pg.Client,
  name: string,
  build: (building: string) => Promise<void>,
): Promise<void> {
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount !== 0) return;
  const building = `${name}_building`;
  await client.query(`drop database if exists ${building}`);
  await build(building);
  await client.query(`alter database ${building} rename to ${name}`);
}

/**
 * Builds (once per migration set) a migrated template database, and the filled one when asked
 * (once per fill), then copies the template per test file.
 */
export async function createServerTestDatabase(filled?: FilledTemplate): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const migrated = `rfi_template_${await migrationsHash()}`;
  const name = `rfi_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(baseUrl, async (client) => {
    await client.query('select pg_advisory_lock(7340032)');
    try {
      await ensureTemplate(client, migrated, async (building) => {
        await client.query(`create database ${building}`);
        const db = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, building) });
        await db.close();
      });
      if (filled) {
        await ensureTemplate(client, filled.name, async (building) => {
          const stale = await client.query<{ datname: string }>(
            'select datname from pg_database where datname like $1 and datname <> $2',
            [filled.replaces ?? '', filled.name],
          );
          for (const { datname } of stale.rows) await client.query(`drop database ${datname}`);
          await client.query(`create database ${building} template ${migrated}`);
          const db = await openDatabase({
            databaseUrl: databaseUrlFor(baseUrl, building),
            skipMigrations: true,
            maxConnections: 4,
          });
          try {
            await filled.fill(db);
          } finally {
            await db.close();
          }
        });
      }
      await client.query(`create database ${name} template ${filled?.name ?? migrated}`);
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
  return createServerTestDatabase();
}
