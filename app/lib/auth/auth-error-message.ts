/** Messages the sign-in pages show; the same one for a wrong password and an unknown email. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Email or password is incorrect',
  tooManyRequests: 'Too many attempts. Wait a minute, then try again.',
  expiredLink: 'This reset link has expired or was already used.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  reverify: 'Confirm it is you to continue.',
  generic: 'Something went wrong. Please try again.',
} as const;

export type AuthErrorLike = { status?: number; code?: string; message?: string } | null | undefined;

/** The message for a failed local-auth call (better-auth's `{ error }`), by status and code. */
export function authErrorMessage(error: AuthErrorLike, fallback: string = AUTH_MESSAGES.generic) {
  if (!error) return fallback;
  if (error.status === 429) return AUTH_MESSAGES.tooManyRequests;
  if (error.code === 'REVERIFICATION_REQUIRED') return AUTH_MESSAGES.reverify;
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.code === 'INVALID_PASSWORD') {
    return AUTH_MESSAGES.wrongCredentials;
  }
  if (error.code === 'INVALID_TOKEN') return AUTH_MESSAGES.expiredLink;
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_TWO_FACTOR_COOKIE') {
    return AUTH_MESSAGES.wrongCode;
  }
  if (error.status !== undefined && error.status < 500 && error.message) return error.message;
  return fallback;
}
