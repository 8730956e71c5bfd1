import { afterAll, beforeAll } from 'vitest';
import { type SeedOptions, seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type CustomQueryLimits,
  type CustomQueryRunner,
  createCustomQueryRunner,
  DEFAULT_CUSTOM_QUERY_LIMITS,
} from '#server/domain/queries/custom-query-runner.ts';
import { createTestDatabase, type TestTarget } from '#tests/support/test-database.ts';

export type CustomQueryFixture = {
  /** The seeded database (only inside tests and hooks of the describe block). */
  readonly db: Database;
  /** The runner over it, prepared, as the api builds it. */
  readonly runner: CustomQueryRunner;
};

/**
 * For the enclosing describe block: a fresh database on `target` seeded with `seed`, and a
 * custom-query runner over it with `limits` (in the sandbox on PGlite, over the capped pool on a
 * server), prepared before the tests and closed after them.
 */
export function useCustomQueryRunner(
  target: TestTarget,
  seed: Pick<SeedOptions, 'filings' | 'seed'>,
  options: { limits?: CustomQueryLimits; setupTimeoutMs?: number } = {},
): CustomQueryFixture {
  let state: { db: Database; runner: CustomQueryRunner } | undefined;
  let opened: Database | undefined;
  let runner: CustomQueryRunner | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase(target);
    await seedDatabase(opened, seed);
    const db = opened;
    runner = createCustomQueryRunner(async () => db, options.limits ?? DEFAULT_CUSTOM_QUERY_LIMITS);
    await runner.prepare();
    state = { db, runner };
  }, options.setupTimeoutMs ?? 240_000);
  afterAll(async () => {
    await runner?.close();
    await opened?.close();
  });
  const open = () => {
    if (!state) throw new Error('The custom-query fixture is open only inside tests and hooks');
    return state;
  };
  return {
    get db() {
      return open().db;
    },
    get runner() {
      return open().runner;
    },
  };
}
