import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, type TestTarget } from '#tests/support/test-database.ts';

/** The fixed demo data set the search tests run on (and the relevance set is derived from). */
export const SEARCH_FIXTURE = { filings: 600, seed: 11 } as const;

/** A fresh test database on `target` holding the fixed demo data set. */
export async function seedSearchFixture(target: TestTarget): Promise<Database> {
  const db = await createTestDatabase(target);
  try {
    await seedDatabase(db, { ...SEARCH_FIXTURE });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
