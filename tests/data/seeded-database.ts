import { DEFAULT_SEED, seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

/** Filings in the rules' database: DATA_RULES_FILINGS, or 4,000 (npm test stays quick). */
export const DEFAULT_RULE_FILINGS = 4_000;

export function ruleFilings(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DATA_RULES_FILINGS;
  const n = raw === undefined || raw === '' ? DEFAULT_RULE_FILINGS : Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`DATA_RULES_FILINGS must be a positive integer, got ${raw}`);
  return n;
}

/** A fresh PGlite database seeded with `filings` filings of DEFAULT_SEED (or `seed`). */
export async function createSeededDatabase(
  filings: number,
  seed = DEFAULT_SEED,
): Promise<Database> {
  const db = await createTestDatabase('pglite');
  await seedDatabase(db, { filings, seed });
  return db;
}
