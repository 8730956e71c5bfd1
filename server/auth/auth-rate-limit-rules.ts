/**
 * Per client address and path (better-auth's limiter, stored in the database so that every
 * process shares it). Over the limit, the endpoint answers HTTP 429 with X-Retry-After.
 */
export const AUTH_RATE_LIMIT_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 300, max: 5 },
  '/reset-password': { window: 300, max: 10 },
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
  '/change-password': { window: 300, max: 10 },
};
