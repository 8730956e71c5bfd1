import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it('gives one message for a wrong password and an unknown email', () => {
    const wrong = authErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(wrong).toBe('Email or password is incorrect');
  });

  it('explains rate limiting, expired links, wrong codes and re-verification', () => {
    expect(authErrorMessage({ status: 429 })).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(authErrorMessage({ status: 400, code: 'INVALID_TOKEN' })).toBe(
      AUTH_MESSAGES.expiredLink,
    );
    expect(authErrorMessage({ status: 401, code: 'INVALID_CODE' })).toBe(AUTH_MESSAGES.wrongCode);
    expect(authErrorMessage({ status: 403, code: 'REVERIFICATION_REQUIRED' })).toBe(
      AUTH_MESSAGES.reverify,
    );
  });

  it('never shows a server fault as is', () => {
    expect(authErrorMessage({ status: 500, message: 'db down' })).toBe(AUTH_MESSAGES.generic);
    expect(authErrorMessage(undefined, 'x')).toBe('x');
  });
});
