/**
 * Clerk's cookies on the app's host that say who is signed in: the session token, the client's
 * last sign-in time and the refresh token, unsuffixed or with the instance's suffix
 * ("__session_Abc123"). Without them Clerk's SDK reads the request as signed out.
 */
const CLERK_SESSION_COOKIE = /^__(?:session|client_uat|refresh)(?:_[A-Za-z0-9_-]+)?$/;

/** The Clerk session cookies of a request to clear at sign-out (the unsuffixed two always). */
export function clerkSessionCookieNames(cookieNames: readonly string[]): string[] {
  const present = cookieNames.filter((name) => CLERK_SESSION_COOKIE.test(name));
  return [...new Set(['__session', '__client_uat', ...present])];
}
