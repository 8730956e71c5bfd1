import { describe, expect, it } from 'vitest';
import { decodeClerkFrontendApi, isClerkPublishableKey, isClerkSecretKey } from './clerk-keys.ts';

describe('Clerk keys', () => {
  it('decodes the frontend API host of a well-formed publishable key', () => {
    expect(decodeClerkFrontendApi(`pk_test_${btoa('clerk.example.com$')}`)).toBe(
      'clerk.example.com',
    );
    expect(decodeClerkFrontendApi(`pk_live_${btoa('clerk.ratefiling.example$')}`)).toBe(
      'clerk.ratefiling.example',
    );
    expect(isClerkPublishableKey(`pk_test_${btoa('great-kitten-12.clerk.accounts.dev$')}`)).toBe(
      true,
    );
  });

  it('rejects malformed publishable keys', () => {
    for (const key of [
      '',
      'pk_test_',
      `pk_dev_${btoa('clerk.example.com$')}`,
      `sk_test_${btoa('clerk.example.com$')}`,
      `pk_test_${btoa('clerk.example.com')}`,
      `pk_test_${btoa('not a host$')}`,
      `pk_test_${btoa('$')}`,
      'pk_test_%%%',
      `pk_test_${btoa('clerk.example.com$')} `,
    ]) {
      expect(isClerkPublishableKey(key), key).toBe(false);
    }
  });

  it('checks the secret key prefix', () => {
    expect(isClerkSecretKey('sk_test_abc123')).toBe(true);
    expect(isClerkSecretKey('sk_live_abc123')).toBe(true);
    expect(isClerkSecretKey('sk_test_')).toBe(false);
    expect(isClerkSecretKey('pk_test_abc123')).toBe(false);
  });
});
