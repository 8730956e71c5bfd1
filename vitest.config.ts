import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The browser code and the contract: pure functions and render tests that share no
          // database or server state. They run without a fresh module graph per file (threads,
          // not isolated): importing React, Mantine and the routes again for each of ~130 files
          // was half of their time (92 s -> 25 s on two cores, 2026-11-30, README "Tests").
          name: 'ui',
          include: ['app/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            // What crosses the tiers (api errors as the web tier shows them).
            'tests/cross-tier/**/*.test.ts',
          ],
          environment: 'node',
          // Each file still gets a fresh module graph (isolate), in a worker thread rather than
          // a child process: 54-56 s against 60-64 s for server/domain/filings (28 files, both
          // targets), interleaved runs on a busy machine, 2026-11-30 (issue 23, suite time).
          pool: 'threads',
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
          // Two files at a time (ADR 041): the app and Chromium leave about a quarter of the two
          // cores idle with one. Files share the suite's app and its demo account, so nothing a
          // file does may change what another sees of it (the password reset runs on an app of
          // its own).
          fileParallelism: true,
          maxWorkers: 2,
          // expect.poll waits for server answers; its 1 s default is shorter than a first
          // translation on a busy CI machine (SQL parser and vocabulary load), which failed CI.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
