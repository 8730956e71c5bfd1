import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createSeededTestDatabase, type TestSeed } from './seeded-test-database.ts';
import { createTestDatabase, type TestTarget } from './test-database.ts';

export type TestDatabaseHandle<T> = {
  /** The open database (only inside tests and hooks of the describe block). */
  readonly db: Database;
  /** What `seed` returned. */
  readonly seeded: T;
};

/**
 * For the enclosing describe block: one fresh database on `target`, opened and seeded before
 * its tests (within `setupTimeoutMs`, default the project's hook timeout) and closed after them
 * (one database per file keeps the suite fast). With `options.seeded`, the database starts as a
 * copy of that generated data set (seeded once for every file that asks for it), then `seed`
 * adds the file's own rows.
 */
export function useTestDatabase<T>(
  target: TestTarget,
  seed: (db: Database) => Promise<T>,
  setupTimeoutMs?: number,
  options: { seeded?: TestSeed } = {},
): TestDatabaseHandle<T> {
  let state: { db: Database; seeded: T } | undefined;
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = options.seeded
      ? await createSeededTestDatabase(target, options.seeded)
      : await createTestDatabase(target);
    state = { db: opened, seeded: await seed(opened) };
  }, setupTimeoutMs);
  afterAll(async () => {
    await opened?.close();
  });
  const open = () => {
    if (!state) throw new Error('The test database is open only inside tests and hooks');
    return state;
  };
  return {
    get db() {
      return open().db;
    },
    get seeded() {
      return open().seeded;
    },
  };
}
