import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPublicEnv,
  getPublicEnv,
  getPublicEnvFromProcess,
  parsePublicEnv,
  publicEnvSchema,
  setPublicEnv,
} from './public-env.ts';

const PUBLISHABLE_KEY = `pk_test_${btoa('clerk.example.com$')}`;

describe('parsePublicEnv', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('needs nothing in local mode', () => {
    expect(parsePublicEnv({})).toEqual({ AUTH_PROVIDER: 'local' });
  });

  it('counts empty strings as unset', () => {
    const names = [...Object.keys(publicEnvSchema.shape), 'CLERK_SECRET_KEY'];
    const source = Object.fromEntries(names.map((name) => [name, '']));
    expect(parsePublicEnv(source)).toEqual(parsePublicEnv({}));
  });

  it('keeps only public variables', () => {
    const env = parsePublicEnv({
      PUBLIC_POSTHOG_KEY: 'phc_123',
      PUBLIC_POSTHOG_ORG_ID: 'org-1',
      PUBLIC_POSTHOG_PROJECT_ID: '12345',
      PUBLIC_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      DEPLOYMENT_ENV: 'staging',
      COMMIT_SHA: 'abc1234',
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u:p@h/db',
    });
    expect(env).toEqual({
      AUTH_PROVIDER: 'local',
      PUBLIC_POSTHOG_KEY: 'phc_123',
      PUBLIC_POSTHOG_ORG_ID: 'org-1',
      PUBLIC_POSTHOG_PROJECT_ID: '12345',
      PUBLIC_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      DEPLOYMENT_ENV: 'staging',
      COMMIT_SHA: 'abc1234',
    });
  });

  it('says "Not a number" for a non-numeric analytics project id', () => {
    expect(() => parsePublicEnv({ PUBLIC_POSTHOG_PROJECT_ID: '12a' })).toThrow(
      'PUBLIC_POSTHOG_PROJECT_ID: Not a number',
    );
    const logged = String(consoleError.mock.calls[0]?.[0]);
    expect(logged).toContain('Invalid environment variables');
    expect(logged).toContain('PUBLIC_POSTHOG_PROJECT_ID: Not a number');
  });

  it('rejects a DSN that is not a URL', () => {
    expect(() => parsePublicEnv({ PUBLIC_SENTRY_DSN: 'dsn' })).toThrow(
      /PUBLIC_SENTRY_DSN: Invalid URL/,
    );
  });

  it('accepts a well-formed publishable key and switches to Clerk', () => {
    const env = parsePublicEnv({ PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
    expect(env).toEqual({ AUTH_PROVIDER: 'clerk', PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
  });

  it('rejects a malformed publishable key at start-up', () => {
    for (const key of ['pk_test_', `pk_test_${btoa('clerk.example.com')}`, 'clerk']) {
      expect(() => parsePublicEnv({ PUBLIC_CLERK_PUBLISHABLE_KEY: key })).toThrow(
        /PUBLIC_CLERK_PUBLISHABLE_KEY: Malformed Clerk publishable key/,
      );
    }
  });

  it('requires the publishable key in Clerk mode, without exposing the secret key', () => {
    expect(() => parsePublicEnv({ CLERK_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /PUBLIC_CLERK_PUBLISHABLE_KEY: Required in Clerk mode/,
    );
    const env = parsePublicEnv({
      CLERK_SECRET_KEY: 'sk_test_abc',
      PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    });
    expect(JSON.stringify(env)).not.toContain('sk_test_abc');
  });
});

describe('public env holder', () => {
  afterEach(() => {
    clearPublicEnv();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('throws a clear error before the server handed the configuration over', () => {
    expect(() => getPublicEnv()).toThrow(/Public configuration is not available yet/);
  });

  it('returns what was set, read-only', () => {
    setPublicEnv({ AUTH_PROVIDER: 'local', COMMIT_SHA: 'abc' });
    expect(getPublicEnv()).toEqual({ AUTH_PROVIDER: 'local', COMMIT_SHA: 'abc' });
    expect(Object.isFrozen(getPublicEnv())).toBe(true);
  });

  it('reads process.env on the server, once', () => {
    vi.stubEnv('PUBLIC_POSTHOG_PROJECT_ID', '7');
    vi.stubEnv('CLERK_SECRET_KEY', '');
    vi.stubEnv('PUBLIC_CLERK_PUBLISHABLE_KEY', '');
    const env = getPublicEnvFromProcess();
    expect(env.PUBLIC_POSTHOG_PROJECT_ID).toBe('7');
    vi.stubEnv('PUBLIC_POSTHOG_PROJECT_ID', '8');
    expect(getPublicEnvFromProcess()).toBe(env);
  });

  it('refuses to read process.env in a browser', () => {
    vi.stubGlobal('window', {});
    expect(() => getPublicEnvFromProcess()).toThrow(/server only/);
  });
});
