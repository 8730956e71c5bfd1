import { describe, expect, it, vi } from 'vitest';
import { parseWebEnv } from './web-env.server.ts';

const PUBLISHABLE = `pk_test_${Buffer.from('clerk.example.com$').toString('base64')}`;

describe('parseWebEnv', () => {
  it('defaults to local sign-in against this host', () => {
    expect(parseWebEnv({})).toEqual({
      NODE_ENV: 'development',
      BACKEND_URL: 'http://localhost:3000',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      AUTH_ALLOWED_HOSTS: ['*'],
      AUTH_PROVIDER: 'local',
    });
  });

  it('reads the api address and answers only the public host in production', () => {
    const env = parseWebEnv({
      NODE_ENV: 'production',
      BACKEND_URL: 'http://127.0.0.1:3001/',
      PUBLIC_BASE_URL: 'https://rates.example.com',
    });
    expect(env.BACKEND_URL).toBe('http://127.0.0.1:3001');
    expect(env.AUTH_ALLOWED_HOSTS).toEqual(['rates.example.com']);
  });

  it('switches to Clerk with both keys', () => {
    const env = parseWebEnv({
      CLERK_SECRET_KEY: 'sk_test_abc',
      PUBLIC_CLERK_PUBLISHABLE_KEY: PUBLISHABLE,
    });
    expect(env.AUTH_PROVIDER).toBe('clerk');
    expect(env.CLERK_FRONTEND_API).toBe('clerk.example.com');
  });

  it('names every bad variable at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      parseWebEnv({ BACKEND_URL: 'ftp://nope', CLERK_SECRET_KEY: 'sk_test_abc' }),
    ).toThrow(
      /BACKEND_URL[\s\S]*PUBLIC_CLERK_PUBLISHABLE_KEY|PUBLIC_CLERK_PUBLISHABLE_KEY[\s\S]*BACKEND_URL/,
    );
  });
});
