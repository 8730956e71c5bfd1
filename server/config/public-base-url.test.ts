import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEnvError } from '#tests/support/server-env-error.ts';
import { type EnvSource, isDemoInstall, parseServerEnv } from './server-env.ts';

const SERVER_DB = 'postgres://postgres@127.0.0.1:5432/app';

describe('PUBLIC_BASE_URL, AUTH_ALLOWED_HOSTS and demo installs', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('defaults to http://localhost:PORT outside production, answering to any host', () => {
    const env = parseServerEnv({ PORT: '8080', DATABASE_URL: SERVER_DB });
    expect(env.PUBLIC_BASE_URL).toBe('http://localhost:8080');
    expect(env.AUTH_ALLOWED_HOSTS).toEqual(['*']);
  });

  it('is required in production unless this is a demo install', () => {
    for (const source of [
      { NODE_ENV: 'production', DATABASE_URL: SERVER_DB },
      { NODE_ENV: 'production', DEMO_FILINGS: '0' },
      { NODE_ENV: 'production', DEMO_USER: 'false' },
    ]) {
      expect(serverEnvError(source)).toMatch(/PUBLIC_BASE_URL: Required in production/);
    }
    // A bare `npm start`: embedded database with demo data.
    expect(parseServerEnv({ NODE_ENV: 'production' }).PUBLIC_BASE_URL).toBe(
      'http://localhost:3000',
    );
    expect(
      parseServerEnv({ NODE_ENV: 'production', DATABASE_URL: SERVER_DB, DEMO_USER: 'true' })
        .PUBLIC_BASE_URL,
    ).toBe('http://localhost:3000');
  });

  it('takes an origin only, and in production limits the hosts to its host by default', () => {
    const env = parseServerEnv({
      NODE_ENV: 'production',
      DATABASE_URL: SERVER_DB,
      PUBLIC_BASE_URL: 'https://Rates.Example.com/',
    });
    expect(env.PUBLIC_BASE_URL).toBe('https://Rates.Example.com');
    expect(env.AUTH_ALLOWED_HOSTS).toEqual(['rates.example.com']);
    expect(
      parseServerEnv({
        NODE_ENV: 'production',
        DATABASE_URL: SERVER_DB,
        PUBLIC_BASE_URL: 'https://rates.example.com',
        AUTH_ALLOWED_HOSTS: 'rates.example.com, *.example.org',
      }).AUTH_ALLOWED_HOSTS,
    ).toEqual(['rates.example.com', '*.example.org']);
    expect(serverEnvError({ PUBLIC_BASE_URL: 'https://rates.example.com/app' })).toMatch(
      /PUBLIC_BASE_URL: Expected an origin/,
    );
    expect(serverEnvError({ PUBLIC_BASE_URL: 'rates.example.com' })).toMatch(
      /PUBLIC_BASE_URL: Invalid URL/,
    );
  });

  it('calls an install a demo one only when told, or on the embedded database with demo data', () => {
    const demo = (source: EnvSource) => isDemoInstall(parseServerEnv(source));
    expect(demo({})).toBe(true);
    expect(demo({ DEMO_FILINGS: '0' })).toBe(false);
    expect(demo({ DATABASE_URL: SERVER_DB })).toBe(false);
    expect(demo({ DEMO_USER: 'false' })).toBe(false);
    expect(demo({ DATABASE_URL: SERVER_DB, DEMO_USER: 'true' })).toBe(true);
    expect(serverEnvError({ DEMO_USER: 'maybe' })).toMatch(/DEMO_USER: Expected true, false/);
  });
});
