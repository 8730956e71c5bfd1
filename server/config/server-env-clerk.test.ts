import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerEnv } from './server-env.ts';

const PUBLISHABLE_KEY = `pk_test_${btoa('clerk.example.com$')}`;
const SECRET_KEY = 'sk_test_abcdef123456';

describe('parseServerEnv: auth provider', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('is local without Clerk keys', () => {
    const env = parseServerEnv({ AUTH_SECRET: 'a'.repeat(40) });
    expect(env.AUTH_PROVIDER).toBe('local');
    expect(env.CLERK_FRONTEND_API).toBeUndefined();
  });

  it('is clerk with both keys, exposing the decoded frontend API host', () => {
    const env = parseServerEnv({
      CLERK_SECRET_KEY: SECRET_KEY,
      PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    });
    expect(env.AUTH_PROVIDER).toBe('clerk');
    if (env.AUTH_PROVIDER !== 'clerk') throw new Error('unreachable');
    expect(env.CLERK_FRONTEND_API).toBe('clerk.example.com');
    expect(env.CLERK_SECRET_KEY).toBe(SECRET_KEY);
  });

  it('requires the publishable key when only the secret key is set', () => {
    expect(() => parseServerEnv({ CLERK_SECRET_KEY: SECRET_KEY })).toThrow(
      /PUBLIC_CLERK_PUBLISHABLE_KEY: Required in Clerk mode/,
    );
  });

  it('requires the secret key when only the publishable key is set', () => {
    expect(() => parseServerEnv({ PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY })).toThrow(
      /CLERK_SECRET_KEY: Required in Clerk mode/,
    );
  });

  it('rejects malformed keys with a clear message', () => {
    const malformed = [
      'pk_test_',
      'pk_prod_Y2xlcmsuZXhhbXBsZS5jb20k',
      `pk_test_${btoa('clerk.example.com')}`,
      'pk_test_not*base64',
    ];
    for (const key of malformed) {
      expect(() =>
        parseServerEnv({ CLERK_SECRET_KEY: SECRET_KEY, PUBLIC_CLERK_PUBLISHABLE_KEY: key }),
      ).toThrow(/PUBLIC_CLERK_PUBLISHABLE_KEY: Malformed Clerk publishable key/);
    }
    expect(() =>
      parseServerEnv({ CLERK_SECRET_KEY: 'pk_x', PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY }),
    ).toThrow(/CLERK_SECRET_KEY: Malformed Clerk secret key/);
  });

  it('never logs the secret values', () => {
    const secret = 'sk_live_TOPSECRET';
    expect(() => parseServerEnv({ CLERK_SECRET_KEY: secret, AUTH_SECRET: 'short' })).toThrow();
    expect(String(consoleError.mock.calls[0]?.[0])).not.toContain('TOPSECRET');
    expect(String(consoleError.mock.calls[0]?.[0])).not.toContain('short');
  });
});
