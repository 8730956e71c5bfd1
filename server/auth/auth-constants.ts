/** The `iss` of tokens the local provider signs, and the `aud` the api expects of them. */
export const LOCAL_TOKEN_ISSUER = 'rate-filing-intelligence';
export const API_TOKEN_AUDIENCE = 'rate-filing-intelligence-api';
/** Api tokens are short-lived: the guard fetches a fresh one on every protected navigation. */
export const API_TOKEN_TTL_SECONDS = 10 * 60;
/** Where better-auth is mounted (server/http/api-routes.ts). */
export const AUTH_BASE_PATH = '/api/auth';
/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Sign-in sessions (the HttpOnly cookie) last this long without use. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The one message for a wrong password and an unknown email (no account enumeration). */
export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is incorrect';
