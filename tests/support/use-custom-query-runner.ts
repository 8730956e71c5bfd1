import { afterAll } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import {
  type CustomQueryLimits,
  type CustomQueryRunner,
  createCustomQueryRunner,
  DEFAULT_CUSTOM_QUERY_LIMITS,
} from '#server/domain/queries/custom-query-runner.ts';
import type { TestSeed } from '#tests/support/seeded-test-database.ts';
import type { TestTarget } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';

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
  seed: TestSeed,
  options: { limits?: CustomQueryLimits; setupTimeoutMs?: number } = {},
): CustomQueryFixture {
  let created: CustomQueryRunner | undefined;
  const handle = useTestDatabase(
    target,
    async (db) => {
      created = createCustomQueryRunner(
        async () => db,
        options.limits ?? DEFAULT_CUSTOM_QUERY_LIMITS,
      );
      await created.prepare();
      return created;
    },
    options.setupTimeoutMs ?? 240_000,
    { seeded: seed },
  );
  // After-all hooks run last-registered first: the runner closes before its database.
  afterAll(async () => {
    await created?.close();
  });
  return {
    get db() {
      return handle.db;
    },
    get runner() {
      return handle.seeded;
    },
  };
}
