import { describe, expect, it } from 'vitest';
import { startErrorReporting } from './start-error-reporting.ts';

describe('startErrorReporting', () => {
  it('does nothing (and loads nothing) without PUBLIC_SENTRY_DSN', async () => {
    const env = { PUBLIC_SENTRY_DSN: undefined, DEPLOYMENT_ENV: 'test', COMMIT_SHA: 'abc' };
    expect(await startErrorReporting(env)).toBeUndefined();
  });
});
