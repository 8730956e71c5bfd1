import type { Database } from '#server/db/connection.ts';
import { createSeededTestDatabase } from '#tests/support/seeded-test-database.ts';
import type { TestTarget } from '#tests/support/test-database.ts';

/** The fixed demo data set the search tests run on (and the relevance set is derived from). */
export const SEARCH_FIXTURE = { filings: 600, seed: 11 } as const;

/** A fresh test database on `target` holding the fixed demo data set. */
export function seedSearchFixture(target: TestTarget): Promise<Database> {
  return createSeededTestDatabase(target, { ...SEARCH_FIXTURE });
}
