import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardServerOnly, isBrowser } from './server-only-guard.ts';

describe('guardServerOnly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads normally on the server', () => {
    const env = guardServerOnly({ SECRET: 'value' });
    expect(isBrowser()).toBe(false);
    expect(env.SECRET).toBe('value');
    expect(Object.keys(env)).toEqual(['SECRET']);
  });

  it('throws on any read in a browser-like global', () => {
    const env = guardServerOnly({ SECRET: 'value' });
    vi.stubGlobal('window', {});
    expect(isBrowser()).toBe(true);
    expect(() => env.SECRET).toThrow(
      'Attempted to read server-only environment variable SECRET on the client',
    );
    expect(() => 'SECRET' in env).toThrow(/on the client/);
    expect(() => Object.keys(env)).toThrow(/on the client/);
  });

  it('is read-only', () => {
    const env: { SECRET: string } = guardServerOnly({ SECRET: 'value' });
    expect(() => {
      env.SECRET = 'other';
    }).toThrow(/read-only/);
  });
});
