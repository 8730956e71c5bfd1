/**
 * The tables better-auth uses (see server/db/migrations/100-auth.sql): prefixed with "auth_" so
 * that they stay apart from the product's tables and none is a reserved word ("user").
 */
export const AUTH_TABLES = {
  user: 'auth_user',
  session: 'auth_session',
  account: 'auth_account',
  verification: 'auth_verification',
  jwks: 'auth_jwks',
  organization: 'auth_organization',
  member: 'auth_member',
  invitation: 'auth_invitation',
  twoFactor: 'auth_two_factor',
  rateLimit: 'auth_rate_limit',
} as const;
