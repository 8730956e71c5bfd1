import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEnvError } from '#tests/support/server-env-error.ts';
import { parseServerEnv } from './server-env.ts';
import { serverEnvFieldsSchema } from './server-env-schema.ts';

const SECRET_KEY = 'sk_test_abcdef123456';

describe('parseServerEnv', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('applies every default to an empty environment', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      BACKEND_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      AUTH_PROVIDER: 'local',
      ALLOW_SIGNUP: false,
      DEMO_USER_EMAIL: 'demo@ratefiling.example',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      AUTH_ALLOWED_HOSTS: ['*'],
      LOG_LEVEL: 'info',
      DEMO_FILINGS: 5000,
      POSTHOG_HOST: 'https://us.i.posthog.com',
      SIGNED_LINK_TTL_SECONDS: 900,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_USER_PASSWORD).toBeUndefined();
    expect(env.DEMO_USER).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.LLM_BASE_URL).toBeUndefined();
  });

  it('counts empty strings as unset, for every variable', () => {
    const names = Object.keys(serverEnvFieldsSchema.shape);
    expect(names.length).toBeGreaterThan(20);
    const source = Object.fromEntries(names.map((name) => [name, '']));
    expect(parseServerEnv(source)).toEqual(parseServerEnv({}));
  });

  it('defaults BACKEND_URL to this process on PORT', () => {
    expect(parseServerEnv({ PORT: '8080' }).BACKEND_URL).toBe('http://localhost:8080');
    expect(parseServerEnv({ BACKEND_URL: 'https://api.example.com/' }).BACKEND_URL).toBe(
      'https://api.example.com',
    );
  });

  it('logs "Invalid environment variables" with each bad variable, then throws', () => {
    expect(() => parseServerEnv({ BACKEND_URL: 'not a url', PORT: 'abc' })).toThrow(
      /Invalid environment variables/,
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]?.[0]);
    expect(logged).toContain('Invalid environment variables');
    expect(logged).toContain('BACKEND_URL: Invalid URL');
    expect(logged).toContain('PORT: Not a number');
  });

  it('names an invalid URL', () => {
    expect(serverEnvError({ BACKEND_URL: 'localhost:3000' })).toMatch(/BACKEND_URL: Invalid URL/);
    expect(serverEnvError({ LLM_BASE_URL: 'nope', LLM_MODEL: 'm' })).toMatch(
      /LLM_BASE_URL: Invalid URL/,
    );
    expect(serverEnvError({ POSTHOG_HOST: 'ftp://x.example' })).toMatch(
      /POSTHOG_HOST: Invalid URL/,
    );
    expect(serverEnvError({ DATABASE_URL: 'mysql://h/db' })).toMatch(/DATABASE_URL: Invalid URL/);
    expect(serverEnvError({ SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL: Invalid URL/);
  });

  it('accepts a postgres DATABASE_URL and an smtp SMTP_URL', () => {
    const env = parseServerEnv({
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:5432/test',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(env.DATABASE_URL).toBe('postgres://postgres:secret@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
  });

  it('validates numbers', () => {
    expect(serverEnvError({ PORT: '0' })).toMatch(/PORT: Must be at least 1/);
    expect(serverEnvError({ PORT: '70000' })).toMatch(/PORT: Must be at most 65535/);
    expect(serverEnvError({ DEMO_FILINGS: '-1' })).toMatch(/DEMO_FILINGS: Not a number/);
    expect(serverEnvError({ SENTRY_PROJECT: 'abc' })).toMatch(/SENTRY_PROJECT: Not a number/);
    expect(parseServerEnv({ DEMO_FILINGS: '0' }).DEMO_FILINGS).toBe(0);
    expect(parseServerEnv({ SIGNED_LINK_TTL_SECONDS: '60' }).SIGNED_LINK_TTL_SECONDS).toBe(60);
  });

  it('parses ALLOW_SIGNUP as true/false/1/0', () => {
    for (const [raw, value] of [
      ['true', true],
      ['TRUE', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(parseServerEnv({ ALLOW_SIGNUP: raw }).ALLOW_SIGNUP).toBe(value);
    }
    expect(serverEnvError({ ALLOW_SIGNUP: 'yes' })).toMatch(
      /ALLOW_SIGNUP: Expected true, false, 1 or 0/,
    );
  });

  it('checks the log level, demo user and AUTH_SECRET length', () => {
    expect(parseServerEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(serverEnvError({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL: Invalid option/);
    expect(serverEnvError({ DEMO_USER_EMAIL: 'demo' })).toMatch(/DEMO_USER_EMAIL: Invalid email/);
    expect(serverEnvError({ DEMO_USER_PASSWORD: 'short' })).toMatch(
      /DEMO_USER_PASSWORD: Must be at/,
    );
    expect(serverEnvError({ AUTH_SECRET: 'x'.repeat(31) })).toMatch(
      /AUTH_SECRET: Must be at least 32/,
    );
    expect(parseServerEnv({ AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32));
  });

  it('requires LLM_MODEL when LLM_BASE_URL is set', () => {
    expect(serverEnvError({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1' })).toMatch(
      /LLM_MODEL: Required when LLM_BASE_URL is set/,
    );
    const env = parseServerEnv({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1/', LLM_MODEL: 'qwen' });
    expect(env).toMatchObject({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1', LLM_MODEL: 'qwen' });
  });

  it('reports every problem in one go', () => {
    const message = serverEnvError({
      PORT: 'x',
      LLM_BASE_URL: 'http://h',
      CLERK_SECRET_KEY: SECRET_KEY,
    });
    expect(message).toContain('PORT');
    expect(message).toContain('LLM_MODEL');
    expect(message).toContain('PUBLIC_CLERK_PUBLISHABLE_KEY');
  });
});
