import { describe, expect, it } from 'vitest';
import { clerkSessionCookieNames } from './clerk-session-cookies.ts';

describe('clerkSessionCookieNames', () => {
  it("names Clerk's session, client and refresh cookies, suffixed or not, and nothing else", () => {
    expect(
      clerkSessionCookieNames([
        '__session_Xy9-a_b',
        '__client_uat_Xy9-a_b',
        '__refresh_Xy9-a_b',
        '__clerk_db_jwt',
        'colorScheme',
        'better-auth.session_token',
        '__sessionx',
      ]),
    ).toEqual([
      '__session',
      '__client_uat',
      '__session_Xy9-a_b',
      '__client_uat_Xy9-a_b',
      '__refresh_Xy9-a_b',
    ]);
    expect(clerkSessionCookieNames([])).toEqual(['__session', '__client_uat']);
  });
});
