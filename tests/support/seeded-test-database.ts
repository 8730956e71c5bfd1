import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type SeedOptions, seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/create-database.ts';
import { openPglite } from '#server/db/open-pglite.ts';
import {
  cachedPgliteDump,
  createServerTestDatabase,
  openPgliteTestInstance,
  pgliteDatabase,
  type TestTarget,
} from './test-database.ts';

export type TestSeed = Required<Pick<SeedOptions, 'filings' | 'seed'>>;

/**
 * What a seeded database depends on: every source file of the server and the contract (the
 * generator, the migrations and what they import) and the installed packages (the lockfile: a
 * new PGlite may not read an older one's dump). Any change there builds the seeded copies again,
 * so a cached copy never holds data an older generator made.
 */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(resolve('package-lock.json')));
  for (const dir of ['server', 'contract']) {
    const entries = await readdir(resolve(dir), { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile() && /\.(ts|sql)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) {
      hash.update(file);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let hashOnce: Promise<string> | undefined;
async function keyOf({ filings, seed }: TestSeed): Promise<string> {
  hashOnce ??= sourceHash();
  return `${await hashOnce}_${filings}_${seed}`;
}

const pgliteDumps = new Map<string, Promise<Blob>>();

/** The dump of a migrated PGlite holding `seed`'s data, cached on disk across files and runs. */
async function loadSeededPgliteDump(seed: TestSeed, key: string): Promise<Blob> {
  return cachedPgliteDump(
    `pglite-seeded-${key}.tar`,
    openPgliteTestInstance,
    (db) => seedDatabase(db, seed),
    // Earlier versions of the same data set are of no further use.
    new RegExp(`^pglite-seeded-[0-9a-f]+_${seed.filings}_${seed.seed}\\.tar$`),
  );
}

/**
 * A fresh database on `target` holding `seedDatabase(seed)`'s data, for one test file: a copy of
 * a database seeded once per source version (a PGlite dump on disk, a template database on the
 * server), not a new seed per file. The data are the same as a seed's; `close()` disposes of it.
 */
export async function createSeededTestDatabase(
  target: TestTarget,
  seed: TestSeed,
): Promise<Database> {
  if (target === 'postgres') {
    return createServerTestDatabase({
      name: `rfi_seeded_${await keyOf(seed)}`,
      replaces: `rfi\\_seeded\\_%\\_${seed.filings}\\_${seed.seed}`,
      fill: async (db) => {
        await seedDatabase(db, seed);
      },
    });
  }
  const key = await keyOf(seed);
  let dump = pgliteDumps.get(key);
  if (!dump) {
    dump = loadSeededPgliteDump(seed, key);
    pgliteDumps.set(key, dump);
  }
  return pgliteDatabase(await openPglite({ loadDataDir: await dump }));
}
