import { describe, expect, it } from 'vitest';
import { readObservabilityConfig } from './observability-config.ts';

describe('readObservabilityConfig', () => {
  it('switches everything off when no keys are set (empty counts as unset)', () => {
    const config = readObservabilityConfig({ PUBLIC_POSTHOG_KEY: '', PUBLIC_SENTRY_DSN: '' });
    expect(config.posthog).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
    expect(config.sentryDsnText).toBeUndefined();
  });

  it('proxies to POSTHOG_HOST (PostHog Cloud assets from their own host) when keyed', () => {
    expect(readObservabilityConfig({ PUBLIC_POSTHOG_KEY: 'phc_x' }).posthog).toEqual({
      api: 'https://us.i.posthog.com',
      assets: 'https://us-assets.i.posthog.com',
    });
    const selfHosted = readObservabilityConfig({
      PUBLIC_POSTHOG_KEY: 'phc_x',
      POSTHOG_HOST: 'http://127.0.0.1:8000/',
    });
    expect(selfHosted.posthog).toEqual({
      api: 'http://127.0.0.1:8000',
      assets: 'http://127.0.0.1:8000',
    });
  });

  it('takes the tunnel target from the DSN, narrowed by SENTRY_HOST / SENTRY_PROJECT', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/42';
    const plain = readObservabilityConfig({
      PUBLIC_SENTRY_DSN: dsn,
      DEPLOYMENT_ENV: 'staging',
      COMMIT_SHA: 'abc1234',
    });
    expect(plain.sentryDsn).toMatchObject({ host: 'o1.ingest.sentry.io', projectId: '42' });
    expect(plain).toMatchObject({ sentryDsnText: dsn, environment: 'staging', release: 'abc1234' });
    const overridden = readObservabilityConfig({
      PUBLIC_SENTRY_DSN: dsn,
      SENTRY_HOST: 'O2.ingest.sentry.io',
      SENTRY_PROJECT: '7',
    });
    expect(overridden.sentryDsn).toMatchObject({ host: 'o2.ingest.sentry.io', projectId: '7' });
  });
});
