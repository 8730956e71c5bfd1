import { AUTH_TABLES } from '#server/auth/auth-model-names.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import type { BenchDatabase } from './bench-database.ts';

async function countFilings(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('select count(*) as n from whole_filings');
  return Number(row?.n ?? 0);
}

/**
 * Seeds `filings` generated filings, unless a reused database already holds that many (or
 * `skipSeed` says to use whatever it holds).
 */
export async function seedBenchDatabase(
  db: Database,
  database: BenchDatabase,
  options: { filings: number; seed: number; skipSeed: boolean },
  log: (message: string) => void,
): Promise<void> {
  // A kept database may hold signing keys encrypted with another run's auth secret.
  if (database.reused) await db.query(`delete from ${AUTH_TABLES.jwks}`);
  const present = await countFilings(db);
  if (options.skipSeed) {
    if (present === 0)
      throw new Error('--skip-seed: the kept database has no filings; seed it first');
    log(`--skip-seed: using the ${present} filings already there`);
    return;
  }
  if (database.reused && present === options.filings) {
    log(`reusing the seeded database (${present} filings)`);
    return;
  }
  log(`seeding ${options.filings} filings (${database.mode})...`);
  await seedDatabase(db, { filings: options.filings, seed: options.seed, onProgress: log });
}
