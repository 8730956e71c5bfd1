import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            // What crosses the tiers (api errors as the web tier shows them).
            'tests/cross-tier/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Data-plausibility rules on a seeded database (tests/data, docs/data-rules.md).
          name: 'data',
          include: ['tests/data/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          // Query plans at 100,000 filings on the PostgreSQL server (skipped without one).
          name: 'plans',
          include: ['tests/plans/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll waits for server answers; its 1 s default is shorter than a first
          // translation on a busy CI machine (SQL parser and vocabulary load), which failed CI.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
