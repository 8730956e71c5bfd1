import { describe, expect, it } from 'vitest';
import { decodeClerkFrontendApi, isClerkPublishableKey } from './clerk-publishable-key.ts';

describe('isClerkPublishableKey', () => {
  it('accepts pk_test_/pk_live_ + base64 of a host name ending in $', () => {
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

  it('rejects malformed keys', () => {
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
});
