import { describe, expect, it } from 'vitest';
import { startAnalytics } from './start-analytics.ts';

describe('startAnalytics', () => {
  it('does nothing (and loads nothing) without PUBLIC_POSTHOG_KEY', async () => {
    expect(await startAnalytics({ PUBLIC_POSTHOG_KEY: undefined })).toBeUndefined();
  });
});
