import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearServerEnvCache, getServerEnv } from './server-env.ts';

/** Makes the global look like a browser's for the duration of `run`. */
function withBrowserWindow(run: () => void): void {
  vi.stubGlobal('window', {});
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('getServerEnv', () => {
  beforeEach(() => {
    clearServerEnvCache();
    vi.stubEnv('PORT', '4123');
    vi.stubEnv('DATABASE_URL', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    clearServerEnvCache();
  });

  it('parses process.env once and caches the result', () => {
    const first = getServerEnv();
    expect(first.PORT).toBe(4123);
    expect(first.DATABASE_URL).toBeUndefined();
    vi.stubEnv('PORT', '5000');
    expect(getServerEnv()).toBe(first);
    clearServerEnvCache();
    expect(getServerEnv().PORT).toBe(5000);
  });

  it('returns a read-only object', () => {
    const env = getServerEnv();
    expect(() => {
      Object.assign(env, { PORT: 1 });
    }).toThrow(/read-only/);
  });

  it('throws when called in a browser', () => {
    withBrowserWindow(() => {
      expect(() => getServerEnv()).toThrow(
        /Attempted to read server-only environment variable .* on the client/,
      );
    });
    expect(typeof window).toBe('undefined');
  });

  it('throws when a property of a server env object is read in a browser', () => {
    const env = getServerEnv();
    withBrowserWindow(() => {
      expect(() => env.DATA_DIR).toThrow(
        'Attempted to read server-only environment variable DATA_DIR on the client',
      );
      expect(() => JSON.stringify(env)).toThrow(/on the client/);
    });
    expect(env.DATA_DIR).toBe('./data');
  });
});
