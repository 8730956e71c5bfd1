import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: every part of issue 12 in one run. The long checks (60 s load,
 * PostgreSQL restart, SIGKILL, 5,000 URL fuzz) start their own apps on 127.0.0.1; the access,
 * hostile-content and hardening browser tests (also in `npm test`) run against the app the e2e
 * global setup starts; the 5,000-payload RPC fuzz and cross-user checks run in process. Each test
 * records its part's cases and how many held; the reporter prints the table at the end.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: [
      'tests/resilience/**/*.test.ts',
      'tests/e2e/security-*.test.ts',
      'tests/e2e/auth.test.ts',
      'server/security/rpc-payloads.fuzz.test.ts',
      'server/security/cross-user-access.test.ts',
    ],
    globalSetup: ['tests/e2e/global-setup.ts'],
    env: { RFI_RESILIENCE_SUMMARY: '1' },
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default', './tests/resilience/summary-reporter.ts'],
  },
});
