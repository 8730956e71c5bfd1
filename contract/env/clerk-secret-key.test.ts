import { describe, expect, it } from 'vitest';
import { isClerkSecretKey } from './clerk-secret-key.ts';

// Publishable keys are checked by contract/env/clerk-publishable-key.ts (and its test).
describe('Clerk secret key', () => {
  it('checks the secret key prefix', () => {
    expect(isClerkSecretKey('sk_test_abc123')).toBe(true);
    expect(isClerkSecretKey('sk_live_abc123')).toBe(true);
    expect(isClerkSecretKey('sk_test_')).toBe(false);
    expect(isClerkSecretKey('pk_test_abc123')).toBe(false);
  });
});
