import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the long checks (60 s load, PostgreSQL restart, SIGKILL, 5,000 URL
 * fuzz) against apps the tests start themselves on 127.0.0.1; each file prints its cases and how
 * many held, and tests/resilience/summary.ts prints the table at the end.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default', './tests/resilience/summary-reporter.ts'],
  },
});
