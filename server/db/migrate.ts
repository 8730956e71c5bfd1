import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationsDir } from '#server/config/migrations-dir.ts';
import type { Database } from './create-database.ts';

/** Arbitrary constant shared by every process that migrates this schema. */
const MIGRATION_LOCK_KEY = 7_340_031;

export type Migration = { version: string; name: string; sql: string; checksum: string };

/** Where the .sql files are: beside this module, or under the working directory once bundled. */
export function findMigrationsDirectory(): string {
  const candidates = [
    readMigrationsDir(),
    fileURLToPath(new URL('./migrations/', import.meta.url)),
    resolve(process.cwd(), 'server/db/migrations'),
  ];
  const found = candidates.find((dir) => dir && existsSync(dir));
  if (!found) throw new Error(`Migrations directory not found (tried ${candidates.join(', ')})`);
  return found;
}

export async function loadMigrations(directory = findMigrationsDirectory()): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(join(directory, file), 'utf8');
      return {
        version: file.slice(0, 3),
        name: file.slice(4, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies pending migrations in one transaction under an advisory lock, so that two processes
 * starting together apply each migration once. Returns the versions applied now.
 */
export async function runMigrations(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await tx.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: string; checksum: string }>(
      'select version, checksum from schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.version, r.checksum]));
    const done: string[] = [];
    for (const migration of all) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.version}-${migration.name} changed after it ran`);
        }
        continue;
      }
      await tx.query(migration.sql);
      await tx.query(
        'insert into schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      done.push(migration.version);
    }
    return done;
  });
}
